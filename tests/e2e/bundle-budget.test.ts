import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog as french } from '../../src/admin/i18n/fr';
import { catalog as german } from '../../src/admin/i18n/de';

/*
 * What the built sign-in page makes the browser download before it can show the form: index.html's module script
 * and the chunks it preloads, as sent (the Brotli copy; files too small to be worth compressing go as they are).
 * The console behind sign-in, German and French are chunks of their own, fetched later.
 */

const DIST = process.env.DIST_DIR ?? 'dist';
/**
 * The budget is 200 KB; the build is not there yet (213 KB: React, MUI's form controls, the router,
 * react-hook-form and react-admin's context). Until it is, this ceiling stops the page from growing: lower it
 * with each step towards the budget, never raise it.
 */
const CEILING = 215 * 1024;

function entryScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  return [...scripts, ...preloads].map((url) => join(DIST, url));
}

const sent = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size);

describe('the sign-in page of the build', () => {
  it(`downloads at most ${CEILING / 1024} KB of JavaScript, compressed`, () => {
    const files = entryScripts();
    expect(files.length).toBeGreaterThan(1);
    const sizes = files.map((file) => `${file}: ${(sent(file) / 1024).toFixed(1)} KB`);
    const total = files.reduce((sum, file) => sum + sent(file), 0);
    expect(total, sizes.join('\n')).toBeLessThanOrEqual(CEILING);
  });

  it('leaves German and French out', () => {
    const code = entryScripts().map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const text of [german.ra.action.add_filter, german.ra.navigation.no_results, french.ra.action.add_filter]) {
      expect(code).not.toContain(text);
    }
  });
});
