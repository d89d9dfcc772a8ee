import { readFile, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_NAME, type FileStorage } from './fileStorage';

/**
 * Moves the uploads an earlier version kept in DATA_DIR/uploads into the database: each file is stored (a name
 * already there keeps its content) and then removed from disk, so a second run, or another process doing the
 * same at once, finds nothing left to do. Other files in the folder are left alone. Answers how many moved.
 */
export async function moveDiskUploads(dataDir: string, storage: FileStorage): Promise<number> {
  const dir = join(dataDir, 'uploads');
  const names = await readdir(dir).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names.filter((n) => STORED_NAME.test(n))) {
    const data = await readFile(join(dir, name)).catch(() => null);
    if (!data) continue;
    await storage.put(name, data);
    await unlink(join(dir, name)).catch(() => undefined);
    moved++;
  }
  return moved;
}
