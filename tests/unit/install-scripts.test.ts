import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * npm runs a dependency's install script only once package.json decides it (`allowScripts`), and warns on every
 * install about each one left undecided: a fresh `npm install` prints no warning while every package the lock
 * file marks as having one is decided. Decided: esbuild's (it checks and links its platform's binary) runs;
 * @scarf/scarf's (install telemetry) and msw's (copies a browser worker this project never serves) do not.
 */
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('install scripts', () => {
  const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const allowScripts = (read('package.json').allowScripts ?? {}) as Record<string, boolean>;
  const withScripts = [
    ...new Set(
      Object.entries(lock.packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([path]) => path.split('node_modules/').at(-1)!),
    ),
  ];

  it('are each decided in package.json, so that a fresh install prints no warning', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });

  it('keep install telemetry off', () => {
    expect(allowScripts['@scarf/scarf']).toBe(false);
  });
});
