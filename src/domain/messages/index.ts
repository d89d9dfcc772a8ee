import { domainEn } from './en';
import { domainDe } from './de';
import { domainFr } from './fr';

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/domain/locales';

const domainMessages = { en: domainEn, de: domainDe, fr: domainFr };

/**
 * Resolves a dotted key such as `vp.validation.required` in one locale, filling in `%{name}` placeholders (the
 * browser's polyglot syntax) from `params`; unknown keys, and texts that are no key, come back unchanged.
 */
export function translateKey(
  key: string,
  locale: Locale = DEFAULT_LOCALE,
  params?: Record<string, string | number>,
): string {
  let node: unknown = domainMessages[isLocale(locale) ? locale : DEFAULT_LOCALE];
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && Object.hasOwn(node, part)) node = (node as Record<string, unknown>)[part];
    else return key;
  }
  if (typeof node !== 'string') return key;
  return params
    ? node.replace(/%\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
    : node;
}

/**
 * Picks the best of our locales from an Accept-Language header: the languages by their weight (`q`, 1 when not
 * given; 0 refuses one), a regional tag (`fr-CH`) counting as its language.
 */
export function localeFromHeader(header: string | null | undefined): Locale {
  let best: { locale: Locale; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag, ...params] = part.split(';');
    const locale = tag.trim().slice(0, 2).toLowerCase();
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const q = weight === undefined ? 1 : Number(weight);
    // The first of the heaviest: a later language of the same weight does not replace it.
    if (isLocale(locale) && q > 0 && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
