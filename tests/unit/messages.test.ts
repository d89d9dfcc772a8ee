import { describe, expect, it } from 'vitest';
import { catalogs } from '@/admin/i18n';
import { LOCALES } from '@/domain/messages';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as "a.b.c" → value. */
function leaves(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') leaves(value as Tree, path, out);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{([^}]+)\}/g)].map((m) => m[0]))];

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(catalogs[locale])])) as Record<
  (typeof LOCALES)[number],
  Map<string, unknown>
>;
const english = flat.en;
const others = LOCALES.filter((l) => l !== 'en');

describe('the merged message catalogs (src/admin/i18n)', () => {
  it('covers en, de and fr', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['de', 'en', 'fr']);
    expect(LOCALES).toEqual(expect.arrayContaining(['en', 'de', 'fr']));
  });

  it('holds the messages of react-admin, the shared domain and every area', () => {
    for (const key of [
      'ra.action.save',
      'vp.validation.email_required',
      'vp.auth.login_failed',
      'vp.shell.version',
      'vp.theme.title',
    ]) {
      expect(english.has(key), key).toBe(true);
    }
    expect(english.get('vp.auth.login_failed')).toBe('Invalid username or password ');
    expect(english.get('vp.auth.heading')).toBe('Login in to %{product} Admin');
  });

  it.each(others)('%s has exactly the key paths of en', (locale) => {
    const paths = flat[locale];
    const missing = [...english.keys()].filter((p) => !paths.has(p));
    const extra = [...paths.keys()].filter((p) => !english.has(p));
    expect(missing, `keys missing from ${locale}`).toEqual([]);
    expect(extra, `keys in ${locale} that en does not have`).toEqual([]);
    expect([...paths.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LOCALES)('%s has a non-empty string at every leaf', (locale) => {
    const bad = [...flat[locale]].filter(([, v]) => typeof v !== 'string' || v.length === 0).map(([p]) => p);
    expect(bad).toEqual([]);
    // Blank-looking texts only where react-admin itself uses one (an unset boolean shows as a space).
    const blank = [...flat[locale]].filter(([, v]) => String(v).trim() === '').map(([p]) => p);
    expect(blank).toEqual(['ra.boolean.null']);
  });

  it.each(others)('%s keeps every %{placeholder} of the English string', (locale) => {
    const problems: string[] = [];
    for (const [path, en] of english) {
      const text = String(flat[locale].get(path) ?? '');
      for (const ph of placeholders(String(en))) if (!text.includes(ph)) problems.push(`${path}: missing ${ph}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(others)('%s introduces no placeholder that English does not fill', (locale) => {
    const problems: string[] = [];
    for (const [path, text] of flat[locale]) {
      const en = String(english.get(path) ?? '');
      for (const ph of placeholders(String(text))) if (!en.includes(ph)) problems.push(`${path}: unknown ${ph}`);
    }
    expect(problems).toEqual([]);
  });
});
