import { banks, consultants, insurers, languageSchools, organizations, universities } from '@/domain/areas/partners';

/** The organisation resources: one table, so one set of field labels serves them all. */
export const ORGANIZATION_RESOURCES = { organizations, insurers, universities, consultants, languageSchools, banks };

/** The labels of exactly a resource's own fields, taken from the labels of every column of the organisations table. */
export function fieldsOf<F extends object>(
  def: { fields: F },
  labels: Record<keyof F & string, string>,
): Record<keyof F & string, string> {
  return Object.fromEntries(
    Object.keys(def.fields).map((field) => [field, labels[field as keyof F & string]]),
  ) as Record<keyof F & string, string>;
}
