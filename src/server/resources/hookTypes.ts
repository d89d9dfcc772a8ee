import type { Locale } from '../../domain/messages';
import type { Deps, Principal } from '../context';
import type { Db } from '../db/client';

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
 */
export interface ResourceHooks {
  beforeWrite?(ctx: WriteContext, record: Row, existing?: Row): Promise<void>;
  afterWrite?(ctx: WriteContext, row: Row, existing?: Row): Promise<void>;
  /** After the transaction committed (e.g. mail that must not go out for a rolled-back write). */
  afterCommit?(ctx: Omit<WriteContext, 'tx'>, row: Row, existing?: Row): Promise<void>;
  beforeDelete?(ctx: WriteContext, existing: Row): Promise<void>;
}
