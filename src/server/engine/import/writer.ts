import type { Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import type { RecordWriter } from '@/server/engine/bulkUpdate';
import type { Row } from '@/server/engine/hooks';

/** What the generic routes lend the import, so that each row is validated and written exactly as a form's save. */
export interface ImportWriter extends RecordWriter {
  /** The values a create or full update would store; a 400 ApiError with the field errors otherwise. */
  validate(c: Ctx, body: unknown, principal: Principal, existing?: Row): Row;
  /** The checks that read the database: stored files, ownership of the record and of the records it refers to. */
  checkRow(c: Ctx, tx: Db, principal: Principal, record: Row, existing?: Row): Promise<void>;
  createIn(c: Ctx, tx: Db, principal: Principal, record: Row): Promise<Row>;
  /** Every record the principal may see (what rows are matched with). */
  loadScoped(tx: Db, principal: Principal): Promise<Row[]>;
}
