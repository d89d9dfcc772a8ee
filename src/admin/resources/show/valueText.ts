import { useTranslate } from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import { DATE_FORMAT, DATE_TIME_FORMAT, decimalFormat } from '../fields';
import { countryName, useCountryNames } from './countryNames';

/** A text's blocks: each ends a line, so that the last word of one and the first of the next stay two words. */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, tr';

/** A rich text's text, a line a block: parsed, never rendered (its HTML runs nothing here). */
function richTextContent(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of body.querySelectorAll(BLOCKS)) block.append('\n');
  return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

/** A recorded value as its field shows it: choices by label, countries by name, numbers and dates localised. */
export function useValueText(resource: string | null) {
  const translate = useTranslate();
  const locale = useCountryNames();
  const def = resource ? resourceByName(resource) : undefined;
  const one = (name: string | undefined, field: FieldDef | undefined, value: unknown): string => {
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'object') return JSON.stringify(value);
    if (field?.choices && (field.kind === 'enum' || field.kind === 'textList')) {
      return translate(`vp.choices.${field.choicesKey ?? name}.${String(value)}`, { _: String(value) });
    }
    if (field?.kind === 'richtext' && typeof value === 'string') return richTextContent(value);
    if (field?.country && typeof value === 'string') return countryName(value, locale);
    if (typeof value === 'number' && (field?.kind === 'decimal' || field?.kind === 'integer')) {
      return new Intl.NumberFormat(locale, field.kind === 'decimal' ? decimalFormat(field) : {}).format(value);
    }
    if (
      typeof value === 'string' &&
      (field?.kind === 'date' || field?.kind === 'datetime') &&
      !Number.isNaN(Date.parse(value))
    ) {
      return new Date(value).toLocaleString(locale, field.kind === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT);
    }
    return String(value);
  };
  return (value: unknown, name?: string): string => {
    const field = name ? def?.fields[name] : undefined;
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length ? value.map((v) => one(name, field, v)).join(', ') : '—';
    return one(name, field, value);
  };
}
