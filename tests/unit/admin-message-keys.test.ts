import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from '@/admin/i18n';
import { LOCALES } from '@/domain/messages';

/** Every .ts/.tsx file under a folder, tests and message catalogs left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/[mM]essages(\.translations)?\.ts$/.test(entry.name) &&
      !/^ra(German|French)\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** A whole message key written as a literal ('vp.x.y', "ra.action.save"; not a prefix a template completes). */
const KEY = /['"`]((?:vp|ra)\.[a-z0-9_]+(?:\.[a-z0-9_]+)+)['"`]/g;

const used = new Map<string, string>();
for (const file of sources(join(__dirname, '../../src/admin'))) {
  for (const match of readFileSync(file, 'utf8').matchAll(KEY)) used.set(match[1], file);
}

const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

describe('the message keys src/admin names', () => {
  it('finds the keys it checks', () => {
    expect(used.has('vp.auth.login_failed')).toBe(true);
    expect(used.size).toBeGreaterThan(100);
  });

  it.each(LOCALES)('%s has a text for every one of them', (locale) => {
    const missing = [...used]
      .filter(([key]) => typeof lookup(catalogs[locale], key) !== 'string')
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
