import { z } from 'zod';
import { inputFields, type ResourceDef } from '@/domain/resourceDef';
import { fieldAliases } from '@/server/engine/labels';

/** A header as compared: case, spacing and Unicode forms aside. */
export const normalize = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** The columns a file may fill: the record's id (to match it) and every field a client may send. */
export const importableFields = (def: ResourceDef) => ['id', ...inputFields(def).map(([name]) => name)];

/** The client's choice for some headers: header → field, or null to ignore the column. */
export const mappingSchema = z.record(z.string(), z.string().nullable());
export type Mapping = z.infer<typeof mappingSchema>;

/**
 * The field each column fills: the one the mapping names, else the one whose key or label (in any of the UI's
 * languages) the header is, else none (the column is ignored). A field is filled by its first column only.
 */
export function matchColumns(def: ResourceDef, headers: string[], mapping: Mapping = {}): (string | null)[] {
  const byName = new Map<string, string>();
  for (const field of importableFields(def))
    for (const alias of field === 'id' ? ['id', 'ID'] : fieldAliases(def, field)) {
      const key = normalize(alias);
      if (!byName.has(key)) byName.set(key, field);
    }
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = Object.hasOwn(mapping, header) ? mapping[header] : (byName.get(normalize(header)) ?? null);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A mapping that names only importable fields. */
export const validMapping = (def: ResourceDef, mapping: Mapping) => {
  const fields = new Set(importableFields(def));
  return Object.values(mapping).every((field) => field === null || fields.has(field));
};
