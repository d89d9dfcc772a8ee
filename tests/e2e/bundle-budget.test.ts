import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog as french } from '@/admin/i18n/fr';
import { catalog as german } from '@/admin/i18n/de';
import { domainDe } from '@/domain/messages/de';
import { domainFr } from '@/domain/messages/fr';

/*
 * What the built sign-in page makes the browser download before it can show the form: index.html's module script
 * and the chunks it preloads, as sent (the Brotli copy; files too small to be worth compressing go as they are).
 * The console behind sign-in, German and French are chunks of their own, fetched later.
 */

const DIST = process.env.DIST_DIR ?? 'dist';
/** The budget of the sign-in page: lower it when the page shrinks, never raise it. */
const CEILING = 200 * 1024;
/** Vite's warning threshold for one chunk, minified: a bigger one is a sign of a missing split. */
const CHUNK_LIMIT = 500 * 1000;

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
    const code = entryScripts()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const texts = [
      german.ra.action.add_filter,
      german.ra.navigation.no_results,
      french.ra.action.add_filter,
      domainDe.vp.validation.email_required,
      domainFr.vp.validation.email_required,
    ];
    for (const text of texts) {
      expect(code.includes(text), `the sign-in page holds "${text}"`).toBe(false);
    }
  });
});

/** The chunks these files import statically, themselves included, and theirs in turn. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(join(DIST, 'assets', name));
  };
  files.forEach(visit);
  return [...seen];
}

describe('the build', () => {
  it('opens the console without the classic zod: the fields rules load with a form', () => {
    const shell = readdirSync(join(DIST, 'assets')).filter((name) => /^Shell-[\w-]+\.js$/.test(name));
    expect(shell).toHaveLength(1);
    const landing = withStaticImports([...entryScripts(), join(DIST, 'assets', shell[0])]);
    // Classic zod names its error class ZodError (zod/mini, which the sign-in form uses, does not).
    const withZod = landing.filter((file) => /[`"']ZodError[`"']/.test(readFileSync(file, 'utf8')));
    expect(withZod).toEqual([]);
  });

  it(`has no chunk over ${CHUNK_LIMIT / 1000} kB minified`, () => {
    const assets = join(DIST, 'assets');
    const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(1);
    const big = chunks
      .map((name) => ({ name, size: statSync(join(assets, name)).size }))
      .filter(({ size }) => size > CHUNK_LIMIT)
      .map(({ name, size }) => `${name}: ${(size / 1000).toFixed(1)} kB`);
    expect(big).toEqual([]);
  });
});
