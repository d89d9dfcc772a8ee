import type { Locale } from '@/domain/messages';
import { labelsDe } from './de';
import { labelsEn } from './en';
import { labelsFr } from './fr';

/**
 * The names people see for resources, their fields and enum choices, in each language (plain data): the console
 * merges them into its catalogues, the API's exports and imports use them as column headers and values.
 */
const resourceLabels = { en: labelsEn, de: labelsDe, fr: labelsFr } satisfies Record<Locale, object>;

/** A label by its dotted key (`resources.countries.fields.iso2`, `vp.choices.region.europe`), if written. */
export function labelOf(locale: Locale, key: string): string | undefined {
  let node: unknown = resourceLabels[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
