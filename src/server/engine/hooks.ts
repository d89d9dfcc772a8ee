import type { Locale } from '@/domain/messages';
import type { InputOfDef, RecordOfDef } from '@/domain/record';
import type { Fields, ResourceDef } from '@/domain/resourceDef';
import type { Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';

export type Row = Record<string, unknown>;

export interface WriteContext {
  tx: Db;
  deps: Deps;
  principal: Principal;
  locale: Locale;
  ip: string;
}

/**
 * What a resource needs beyond its definition, around the generic CRUD routes (inside the write's
 * transaction): checks that need the database, and consequences of a write (e.g. a deactivated user's
 * sessions end). A hook throws ApiError to refuse the write; nothing is then stored.
 *
 * `R` is a stored row, `I` a write's validated input (see HooksOf: a resource's hooks read its typed records);
 * the generic routes hold any resource's rows as `Row`. The members are methods, so a resource's typed hooks
 * are a ResourceHooks of `Row` too.
 */
export interface ResourceHooks<R extends Row = Row, I extends Row = R> {
  beforeWrite?(ctx: WriteContext, record: I, existing?: R): Promise<void>;
  afterWrite?(ctx: WriteContext, row: R, existing?: R): Promise<void>;
  /** After the transaction committed (e.g. mail that must not go out for a rolled-back write). */
  afterCommit?(ctx: Omit<WriteContext, 'tx'>, row: R, existing?: R): Promise<void>;
  beforeDelete?(ctx: WriteContext, existing: R): Promise<void>;
}

/** The hooks of one resource, on its records as its definition types them. */
export type HooksOf<D extends { fields: Fields }> = ResourceHooks<RecordOfDef<D>, InputOfDef<D>>;

/** A resource's hooks, checked against its records' types, as the generic routes hold them. */
export const hooksFor = <D extends ResourceDef>(_def: D, hooks: HooksOf<D>): ResourceHooks => hooks;

/** Whether a resource's records can be written many to a statement: it has no hook, which runs per record. */
export const runsNoHook = (hooks: ResourceHooks) => Object.values(hooks).every((hook) => hook === undefined);
