import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table has (DESIGN §6). */
export const commonColumns = () => ({
  id: serial('id').primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
});
