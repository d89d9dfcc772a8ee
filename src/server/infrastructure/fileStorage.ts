import { and, eq } from 'drizzle-orm';
import type { FieldDef } from '@/domain/resourceDef';
import { uploadedName } from '@/domain/schema';
import { V, type FieldErrors } from '@/domain/validation';
import type { Db } from './db/client';
import { storedFileParts, storedFiles } from './db/schema';

/** Where uploaded files live: the database, so that every API process on it serves the same files. */
export interface FileStorage {
  /** Stores a file under a new name; a name already stored keeps its content. */
  put(name: string, data: Uint8Array): Promise<void>;
  /** The file's content, read from the database a part at a time as the stream is consumed; null when unknown. */
  get(name: string): Promise<{ bytes: number; stream: ReadableStream<Uint8Array> } | null>;
}

/** The names the server gives uploads: random, with the type's extension; nothing else is ever looked up. */
export const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/;

/** Small enough that one part never holds much memory, large enough that the largest upload takes few queries. */
const PART_BYTES = 512 * 1024;

/** Whether a file of this name is stored, asked through `db` (a write's transaction checks in its own). */
async function isStored(db: Db, name: string): Promise<boolean> {
  const rows = await db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.name, name));
  return rows.length > 0;
}

export function databaseStorage(db: Db): FileStorage {
  return {
    async put(name, data) {
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(storedFiles)
          .values({ name, bytes: data.byteLength })
          .onConflictDoNothing()
          .returning({ name: storedFiles.name });
        if (!inserted.length) return;
        for (let part = 0; part * PART_BYTES < Math.max(data.byteLength, 1); part++) {
          const slice = data.subarray(part * PART_BYTES, (part + 1) * PART_BYTES);
          await tx.insert(storedFileParts).values({ name, part, data: slice });
        }
      });
    },
    async get(name) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.name, name)).limit(1);
      if (!file) return null;
      let part = 0;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const [row] = await db
            .select({ data: storedFileParts.data })
            .from(storedFileParts)
            .where(and(eq(storedFileParts.name, name), eq(storedFileParts.part, part)));
          part++;
          if (!row) return controller.close();
          if (row.data.byteLength) controller.enqueue(new Uint8Array(row.data));
        },
      });
      return { bytes: file.bytes, stream };
    },
  };
}

/**
 * The file fields whose new value names no file this server stored (what POST /api/uploads answered). A value
 * the record already has is kept as it is. `db` is the write's own handle (its transaction, where it has one).
 */
export async function unstoredFiles(
  db: Db,
  fields: Record<string, FieldDef>,
  record: Record<string, unknown>,
  existing?: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = record[name];
    if (field.kind !== 'file' || typeof value !== 'string' || value === existing?.[name]) continue;
    const file = uploadedName(value);
    if (!file || !(await isStored(db, file))) errors[name] = V.file;
  }
  return errors;
}
