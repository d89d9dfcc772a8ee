import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The lines of an ignore file that name one source folder or file (no pattern; output folders may not exist yet). */
const plainPaths = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/[*?[\]!]/.test(line) && line.startsWith('src/'));

describe('.prettierignore', () => {
  it('names folders that exist, so a moved folder of generated files is not reformatted', () => {
    const paths = plainPaths('.prettierignore');
    expect(paths).toContain('src/server/infrastructure/db/migrations');
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });
});
