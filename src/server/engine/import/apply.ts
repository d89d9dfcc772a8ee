import type { Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { ApiError } from '@/server/infrastructure/http';
import type { Row } from '@/server/engine/hooks';
import type { ImportPlan, InvalidCell } from './plan';
import type { ImportWriter } from './writer';

/** Rows the database still refused while writing (a hook's rule), by line; nothing of the import is kept. */
export class ImportRefused extends Error {
  constructor(readonly invalid: InvalidCell[]) {
    super('import refused');
  }
}

/**
 * Writes a plan without invalid rows inside the caller's transaction, each row as its form's save would (hooks,
 * ownership, audit), all under the request's one change set: what an undo takes back.
 */
export async function applyImport(c: Ctx, tx: Db, writer: ImportWriter, principal: Principal, plan: ImportPlan) {
  const written: { row: Row; before?: Row }[] = [];
  const atLine = async (line: number, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors)
        throw new ImportRefused(
          Object.entries(error.errors).map(([field, message]) => ({ line, field, message: String(message) })),
        );
      throw error;
    }
  };
  for (const { line, record } of plan.creates)
    await atLine(line, async () => {
      written.push({ row: await writer.createIn(c, tx, principal, record) });
    });
  for (const { line, body, existing } of plan.updates)
    await atLine(line, async () => {
      written.push({ row: await writer.updateIn(c, tx, principal, existing!, body), before: existing });
    });
  return written;
}
