import { banks, consultants, insurers, languageSchools, organizations, universities } from '@/domain/areas/partners';

/** The organisation resources: one table, so one set of field labels serves them all. */
export const ORGANIZATION_RESOURCES = { organizations, insurers, universities, consultants, languageSchools, banks };

/**
 * The labels of exactly a resource's own fields, taken from the labels of every column of the organisations table
 * (a translation's label is made from its source's: src/domain/translations.ts).
 */
export function fieldsOf<F extends object, L extends Record<string, string>>(def: { fields: F }, labels: L): L {
  return Object.fromEntries(
    Object.keys(def.fields)
      .filter((field) => Object.hasOwn(labels, field))
      .map((field) => [field, labels[field]]),
  ) as L;
}
