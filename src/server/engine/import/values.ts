import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import { V, type FieldErrors } from '@/domain/validation';
import { resourceByName } from '@/domain/resources';
import type { Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { LOCALES } from '@/domain/messages';
import { choiceAliases, countryNames } from '@/server/engine/labels';
import { scopeCondition } from '@/server/engine/scope';
import { normalize } from './columns';
import type { Cell } from './table';

/** A cell turned into the value the record's schema reads; what cannot be read is left as it is, for the schema to name. */
export type ValueReader = (name: string, cell: Cell) => unknown;

const TRUE = new Set(['true', '1', 'yes', 'ja', 'oui', 'x', 'wahr', 'vrai', 'y']);
const FALSE = new Set(['false', '0', 'no', 'nein', 'non', 'falsch', 'faux', 'n']);

/** A number written with a decimal point or comma, and optionally thousands separators ("1.234,5", "1,234.5"). */
function readNumber(text: string): number | string {
  const t = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[-+]?[\d.,]+$/.test(t) || !/\d/.test(t)) return text;
  const comma = t.lastIndexOf(',');
  const point = t.lastIndexOf('.');
  let plain: string;
  if (comma >= 0 && point >= 0) plain = comma > point ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (comma >= 0) plain = (t.match(/,/g) ?? []).length > 1 ? t.replace(/,/g, '') : t.replace(',', '.');
  else plain = (t.match(/\./g) ?? []).length > 1 ? t.replace(/\./g, '') : t;
  const n = Number(plain);
  return Number.isFinite(n) ? n : text;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A spreadsheet's day number (days since 1899-12-30) or a date as YYYY-MM-DD. */
const serialDate = (days: number) => new Date(Math.round((days - 25569) * 86_400_000)).toISOString().slice(0, 10);
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** ISO, a sheet's date, or the day-first forms Excel writes in de/fr (31.12.2026, 31/12/2026). */
function readDate(cell: Cell): unknown {
  if (cell instanceof Date) return isoDay(cell);
  if (typeof cell === 'number') return serialDate(cell);
  if (typeof cell !== 'string') return cell;
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(cell.trim());
  return dayFirst ? `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}` : cell.trim();
}

function readInstant(cell: Cell): unknown {
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'number') return new Date(Math.round((cell - 25569) * 86_400_000)).toISOString();
  return typeof cell === 'string' ? cell.trim() : cell;
}

/**
 * A text as stored, without the ' an export puts before a text a spreadsheet would read as a formula (the
 * export's formulaGuarded: one ' more before any run of ' followed by = + - @ tab CR or LF).
 */
const unguarded = (text: string) => (/^'+[=+\-@\t\r\n]/.test(text) ? text.slice(1) : text);

/** The record an export names as "Title (#12)" (a title other records share): its id. */
const REFERENCE_ID = /\(#(\d+)\)\s*$/;

/** Every country's code by its code and its name in each UI language. */
let countryCodes: Map<string, string> | undefined;
function countryCode(text: string): string {
  countryCodes ??= new Map(
    LOCALES.flatMap((locale) =>
      Object.entries(countryNames(locale)).flatMap(([code, name]) => [
        [normalize(name), code],
        [normalize(code), code],
      ]),
    ),
  );
  return countryCodes.get(normalize(text)) ?? text;
}

const listOf = (cell: Cell) =>
  typeof cell === 'string'
    ? cell
        .split(/[;|\n]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : cell == null
      ? []
      : [cell];

/**
 * How each field's cells are read: enum values by code or label in any UI language, references by id, by the
 * target's title or by one of its unique fields (within what the principal may see), numbers with a decimal
 * comma or point, flags in the three languages, dates as ISO, as a sheet's date or day first.
 */
export async function valueReader(
  db: Db,
  def: ResourceDef,
  principal: Principal,
  names: string[],
): Promise<ValueReader> {
  const enums = new Map<string, Map<string, string>>();
  const references = new Map<string, Map<string, number>>();
  for (const name of names) {
    const field = def.fields[name];
    if ((field?.kind === 'enum' || field?.kind === 'textList') && field.choices) {
      const byAlias = new Map<string, string>();
      for (const value of field.choices)
        for (const alias of choiceAliases(name, field, value)) byAlias.set(normalize(alias), value);
      enums.set(name, byAlias);
    }
    if ((field?.kind === 'reference' || field?.kind === 'referenceList') && field.reference)
      references.set(name, await referenceNames(db, field, principal));
  }
  const reference = (name: string, cell: Cell): unknown => {
    if (typeof cell === 'number') return cell;
    if (typeof cell !== 'string' || cell.trim() === '') return cell;
    if (/^\d+$/.test(cell.trim())) return Number(cell.trim());
    const byName = references.get(name)?.get(normalize(cell));
    if (byName !== undefined) return byName;
    const byId = REFERENCE_ID.exec(cell);
    return byId ? Number(byId[1]) : cell;
  };
  const choice = (name: string, cell: Cell) => enums.get(name)?.get(normalize(String(cell))) ?? cell;
  return (name, given) => {
    const field = def.fields[name];
    const cell = typeof given === 'string' ? unguarded(given) : given;
    if (name === 'id') {
      if (typeof cell !== 'string') return cell;
      return cell.trim() === '' ? null : /^\d+$/.test(cell.trim()) ? Number(cell.trim()) : cell;
    }
    if (!field) return cell;
    if (typeof cell === 'string' && cell.trim() === '' && field.kind !== 'boolean') return null;
    switch (field.kind) {
      case 'integer':
      case 'decimal':
        return typeof cell === 'string' ? readNumber(cell) : cell;
      case 'boolean': {
        if (typeof cell !== 'string') return cell;
        const t = normalize(cell);
        return t === '' ? undefined : TRUE.has(t) ? true : FALSE.has(t) ? false : cell;
      }
      case 'date':
        return readDate(cell);
      case 'datetime':
        return readInstant(cell);
      case 'enum': {
        const value = choice(name, cell);
        return field.numeric && typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      }
      case 'reference':
        return reference(name, cell);
      case 'referenceList':
        return listOf(cell).map((item) => reference(name, item));
      case 'textList':
        return listOf(cell).map((item) => String(field.choices ? choice(name, item) : item));
      case 'json':
        if (typeof cell !== 'string') return cell;
        try {
          return JSON.parse(cell);
        } catch {
          return cell;
        }
      default:
        if (field.country && typeof cell === 'string') return countryCode(cell.trim());
        return typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : cell;
    }
  };
}

/** The reference cells no record answered to (the reader leaves them as text), as errors naming the text. */
export function unresolvedReferences(def: ResourceDef, row: Record<string, unknown>): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [name, value] of Object.entries(row)) {
    const kind = def.fields[name]?.kind;
    const texts = kind === 'reference' ? [value] : kind === 'referenceList' && Array.isArray(value) ? value : [];
    const unknown = texts.find((item) => typeof item === 'string');
    if (typeof unknown === 'string') errors[name] = { message: V.referenceUnknown, args: { value: unknown } };
  }
  return Object.keys(errors).length ? errors : undefined;
}

/** The ids of a reference's targets by title and by each unique text field (e.g. a country by name or ISO code). */
async function referenceNames(db: Db, field: FieldDef, principal: Principal): Promise<Map<string, number>> {
  const target = resourceByName(field.reference!);
  const names = new Map<string, number>();
  if (!target) return names;
  const table = tableOf(target.name);
  const titles = [target.title, ...LOCALES.map((locale) => `${target.title}_${locale}`)];
  const keys = [
    ...titles,
    ...Object.entries(target.fields)
      .filter(([, f]) => f.unique)
      .map(([n]) => n),
  ].filter((n) => table[n] !== undefined);
  const columns = Object.fromEntries([['id', table.id], ...keys.map((k) => [k, table[k]])]);
  const rows = await db
    .select(columns)
    .from(table)
    .where(scopeCondition(target, table, principal));
  // Unique keys win over titles (two records may share a title: that name then stays unresolved).
  const ambiguous = new Set<string>();
  for (const key of [...keys].reverse())
    for (const row of rows) {
      const value = row[key];
      if (typeof value !== 'string' || !value) continue;
      const k = normalize(value);
      const title = titles.includes(key);
      if (title && names.has(k) && names.get(k) !== row.id) ambiguous.add(k);
      if (!names.has(k) || !title) names.set(k, row.id as number);
    }
  for (const k of ambiguous) names.delete(k);
  return names;
}
