import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files live; a disk directory today, an object store behind the same interface later. */
export interface FileStorage {
  put(name: string, data: Uint8Array): Promise<void>;
  get(name: string): Promise<Uint8Array | null>;
  /** Whether a file of this name is stored. */
  has(name: string): Promise<boolean>;
}

export function diskStorage(dir: string): FileStorage {
  return {
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data);
    },
    async get(name) {
      return readFile(join(dir, name)).catch(() => null);
    },
    async has(name) {
      return stat(join(dir, name)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}
