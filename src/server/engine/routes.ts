import { and, eq, getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Action } from '@/domain/access';
import { proofStamp } from '@/domain/proof';
import { translationStamp } from '@/domain/translations';
import { ESTIMATED_TOTAL_HEADER, lockedForPartner, partnerDefault, type ResourceDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import { recordSchema, unknownFieldErrors } from '@/domain/schema';
import { fieldErrors, V, type FieldErrors } from '@/domain/validation';
import { audit, auditAll } from '@/server/infrastructure/audit';
import { enqueueContentEvents } from './contentEvents';
import { newSecrets } from './secrets';
import { assertCan, confirmSession, requireAuth } from '@/server/middleware/guard';
import type { AppEnv, Ctx, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { rfc3339Row } from '@/server/infrastructure/db/columns';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parseId, readJson, validationError } from '@/server/infrastructure/http';
import { constraintError, dataError } from './dbErrors';
import { listPages } from './listPage';
import { parseListQuery } from './listQuery';
import { registerRevisions } from './revisions';
import { forgetDrafts, isLive, registerDrafts } from './drafts';
import { exposedColumns, readScopeCondition, scopeCondition } from './scope';
import type { ResourceHooks, Row, WriteContext } from './hooks';
import { sanitizeRecord } from './sanitize';
import { registerBulkDelete } from './bulkDelete';
import { registerBulkUpdate, type Summary } from './bulkUpdate';
import { registerVerify } from './verify';
import { changeSetOf, registerUndo } from './undo';
import { registerImport, type ImportFormat } from './import/routes';
import { unstoredFiles } from '@/server/infrastructure/fileStorage';

/**
 * The organisation owning each record a record refers to, for its references to owned resources (a benefit's
 * cover, an enquiry's course): field name → the target's owner, or undefined when no such record exists.
 * References without a value, to global data or to organisations themselves, and the record's own owner
 * column, are left out.
 */
export async function referencedOwners(tx: Db, def: ResourceDef, record: Row): Promise<Map<string, unknown>> {
  return (await referencedOwnersOf(tx, def, [record]))[0];
}

/** referencedOwners of each of these records, reading each target table once for all of them. */
async function referencedOwnersOf(tx: Db, def: ResourceDef, records: Row[]): Promise<Map<string, unknown>[]> {
  const ownerColumn = def.owner?.column;
  const found = records.map(() => new Map<string, unknown>());
  for (const [name, field] of Object.entries(def.fields)) {
    const target = field.kind === 'reference' && name !== ownerColumn ? resourceByName(field.reference!) : undefined;
    const targetOwner = target?.owner?.column;
    if (!target || !targetOwner || targetOwner === 'id') continue;
    const ids = [...new Set(records.map((record) => record[name]).filter((id) => typeof id === 'number'))];
    if (!ids.length) continue;
    const targetTable = tableOf(target.name);
    const owners = new Map<unknown, unknown>();
    for (const row of await tx
      .select({ id: targetTable.id, org: targetTable[targetOwner] })
      .from(targetTable)
      .where(inArray(targetTable.id, ids)))
      owners.set(row.id, row.org);
    records.forEach((record, i) => {
      if (typeof record[name] === 'number') found[i].set(name, owners.get(record[name]));
    });
  }
  return found;
}

/** The most records one DELETE statement of deleteEach names. */
const DELETE_CHUNK = 2000;

function changedFields(before: Row, after: Row, names: string[]) {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of names) {
    if (JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
      diff[name] = { from: before[name] ?? null, to: after[name] ?? null };
  }
  return diff;
}

/** What a feature adds to its resource's generic routes. */
export interface ResourceExtras {
  /** Checks and consequences around its writes. */
  hooks?: ResourceHooks;
  /** A request body its import reads besides the multipart upload (the passport-index CSV, say). */
  importFormat?: ImportFormat;
}

/**
 * The simple-rest CRUD routes of one resource, built from its definition: list with Content-Range, getOne,
 * create, update with optimistic locking, bulk update, delete; every write audited with a diff.
 */
export function resourceRoutes(def: ResourceDef, deps: Deps, { hooks = {}, importFormat }: ResourceExtras = {}) {
  const { db } = deps.database;
  const table = tableOf(def.name);
  const schema = recordSchema(def);
  const fieldNames = Object.keys(def.fields);
  const columns = exposedColumns(def, table);
  const app = new Hono<AppEnv>();
  // On each route, not app.use('*'): mounted at /api, a wildcard would make every unknown /api path a 401.
  const auth = requireAuth(deps);
  // The list checks the session in its own statement: one round trip per request instead of two.
  const listAuth = requireAuth(deps, { fold: true });
  const list = listPages(deps.database, def, table);

  const guard = async (c: Ctx, action: Action) => {
    await assertCan(c, deps, def.name, action);
    return c.get('principal');
  };
  /** A record the principal may write (or, with `read`, read: a shared global row too), else a 404. */
  const findScoped = async (tx: Db, id: number, principal: Principal, lock = false, read = false) => {
    const scope = read ? readScopeCondition(def, table, principal) : scopeCondition(def, table, principal);
    const query = tx
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), scope))
      .limit(1);
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new ApiError(404, MESSAGES.notFound);
    return row as Row;
  };
  /** Validated values; a partner's writes keep its organisation and never touch admin-only fields. */
  const values = (c: Ctx, body: unknown, principal: Principal, existing?: Row) => {
    let input = body;
    if (principal.role !== 'admin' && body && typeof body === 'object' && !Array.isArray(body)) {
      // The cross-field rules judge what will be stored: the partner's own organisation, and (ownerTypeBy) the
      // stored value of a locked field that decides its type (an enquiry's kind), not what the body claims.
      const forced: Row = {};
      if (def.owner && def.owner.column !== 'id') forced[def.owner.column] = principal.organizationId;
      const by = def.ownerTypeBy?.field;
      if (by && existing && lockedForPartner(def, by)) forced[by] = existing[by];
      input = { ...body, ...forced };
    }
    // Every problem in one answer: the fields' own, and the keys that name no field (a typo must not be lost).
    const parsed = schema.safeParse(input);
    const errors = { ...unknownFieldErrors(def, body), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
    if (!parsed.success || Object.keys(errors).length) throw validationError(errors, c.get('locale'));
    const record = sanitizeRecord(def, parsed.data as Row);
    Object.assign(record, def.derive?.(record));
    if (principal.role !== 'admin') {
      for (const [name, field] of Object.entries(def.fields)) {
        if (lockedForPartner(def, name)) record[name] = existing ? existing[name] : partnerDefault(field);
      }
      if (def.owner && def.owner.column !== 'id') record[def.owner.column] = principal.organizationId;
      Object.assign(record, def.partnerFixed?.[principal.role]);
    }
    Object.assign(record, proofStamp(def, record, existing, new Date()));
    // `?minor=true`: the source's change is a correction the translations need not follow.
    Object.assign(record, translationStamp(def, record, existing, c.req.query('minor') === 'true'));
    return { ...record, ...def.scope };
  };
  /**
   * Ownership the schema cannot see: an admin attaches a sub-record to an organisation of the right type, and
   * a record's references to other organisations' records (a benefit's cover) stay within its organisation.
   * Each record's refusal, if any; what the checks read is read for all the records at once.
   */
  const ownershipProblems = async (ctx: WriteContext, records: Row[]): Promise<(ApiError | undefined)[]> => {
    const ownerColumn = def.owner && def.owner.column !== 'id' ? def.owner.column : null;
    const orgIdOf = (record: Row) => (ownerColumn ? record[ownerColumn] : null);
    /** The organisation an admin attaches the record to, whose type is checked. */
    const checkedOrg = (record: Row) => {
      const orgId = orgIdOf(record);
      return ctx.principal.role === 'admin' && typeof orgId === 'number' ? orgId : null;
    };
    const orgIds = [...new Set(records.map(checkedOrg).filter((id) => id !== null))];
    const orgTypes = new Map<number, unknown>();
    if (orgIds.length) {
      for (const org of await ctx.tx
        .select({ id: organizations.id, type: organizations.type })
        .from(organizations)
        .where(inArray(organizations.id, orgIds)))
        orgTypes.set(org.id, org.type);
    }
    const owners = await referencedOwnersOf(ctx.tx, def, records);
    return records.map((record, i) => {
      const errors: FieldErrors = {};
      const orgId = orgIdOf(record);
      const checked = checkedOrg(record);
      if (ownerColumn && checked !== null) {
        // No such organisation: that is the problem to report (not that its records "belong to another" one).
        if (!orgTypes.has(checked)) return validationError({ [ownerColumn]: V.referenceMissing }, ctx.locale);
        const wanted = def.ownerTypeBy
          ? [def.ownerTypeBy.types[record[def.ownerTypeBy.field] as string]]
          : def.owner!.orgTypes;
        if (!(wanted as readonly (string | null)[]).includes(orgTypes.get(checked) as string))
          errors[ownerColumn] = V.orgType;
      }
      for (const [name, org] of owners[i]) {
        // A missing record is the foreign key's to report.
        if (org !== undefined && org !== orgId) errors[name] = V.otherOrganization;
      }
      return Object.keys(errors).length ? validationError(errors, ctx.locale) : undefined;
    });
  };
  const checkOwnership = async (ctx: WriteContext, record: Row) => {
    const [problem] = await ownershipProblems(ctx, [record]);
    if (problem) throw problem;
  };
  /** A file field holds a file this server stored. */
  const checkFiles = async (ctx: WriteContext, record: Row, existing?: Row) => {
    const errors = await unstoredFiles(ctx.tx, def.fields, record, existing);
    if (Object.keys(errors).length) throw validationError(errors, ctx.locale);
  };
  const writeContext = (c: Ctx, tx: Db, principal: Principal): WriteContext => ({
    tx,
    deps,
    principal,
    locale: c.get('locale'),
    ip: c.get('ip'),
  });
  const write = async <T>(c: Ctx, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const problem = constraintError(def, error);
      if (problem?.status === 400) throw validationError(problem.errors, c.get('locale'));
      if (problem) throw new ApiError(409, problem.message, problem.errors);
      throw error;
    }
  };

  /** A write's audit entry, under the request's change set (what an undo takes back). */
  const auditEntry = (c: Ctx, principal: Principal, action: string, recordId: number, changes: unknown) => ({
    userId: principal.userId,
    action,
    resource: def.name,
    recordId,
    changes,
    ip: c.get('ip'),
    changeSet: changeSetOf(c),
  });
  const auditWrite = (c: Ctx, tx: Db, principal: Principal, action: string, recordId: number, changes: unknown) =>
    audit(tx, auditEntry(c, principal, action, recordId, changes));

  const tableColumns: Record<string, Column> = getTableColumns(table);
  /**
   * Pending updates as `update … set … from jsonb_populate_recordset(null::<table>, …) v where id = v.id` needs
   * them: one statement per set of columns the records change and per 200 records, its rows in one JSON parameter
   * that the database reads as rows of the table (each value in its column's type). A column a record leaves
   * undefined is left as it is, as updateIn leaves it; one whose value is the one stored is left too, which
   * stores the same. The columns each update stamps are not among them.
   */
  const updateBatches = (pending: { existing: Row; record: Row }[]) => {
    const stamped = ['id', 'version', 'updated_at', 'updated_by'];
    const shapes = new Map<string, { names: string[]; rows: Row[] }>();
    for (const { existing, record } of pending) {
      const names = Object.keys(tableColumns).filter(
        (name) =>
          record[name] !== undefined &&
          !stamped.includes(name) &&
          JSON.stringify(record[name]) !== JSON.stringify(existing[name]),
      );
      const key = names.join(',');
      if (!shapes.has(key)) shapes.set(key, { names, rows: [] });
      const row: Row = { id: existing.id };
      for (const name of names) row[tableColumns[name].name] = record[name];
      shapes.get(key)!.rows.push(row);
    }
    return [...shapes.values()].flatMap(({ names, rows }) => {
      const set = Object.fromEntries(
        names.map((name) => [name, sql`${sql.identifier('v')}.${sql.identifier(tableColumns[name].name)}`]),
      );
      const batches = [];
      // PGlite answers other callers (the health check's ping) only between statements: no long one.
      for (let start = 0; start < rows.length; start += 200) {
        const json = JSON.stringify(rows.slice(start, start + 200));
        batches.push({ names, set, from: sql`jsonb_populate_recordset(null::${table}, ${json}::jsonb) as v` });
      }
      return batches;
    });
  };

  /** The definition's after-commit hook of a write (a create has no `before`). */
  const afterCommit = async (c: Ctx, principal: Principal, row: Row, before?: Row) => {
    await hooks.afterCommit?.({ deps, principal, locale: c.get('locale'), ip: c.get('ip') }, row, before);
  };

  /** The drafts of a resource the website reads (registered below, with the other routes built on the writer). */
  let review: ReturnType<typeof registerDrafts> = null;

  /**
   * An update inside the caller's transaction: the PUT's and each record's of a bulk edit, a restore, an import. On
   * a partner's live listing it is a draft waiting for review instead, and answers `existing` itself.
   */
  const updateIn = async (c: Ctx, tx: Db, principal: Principal, existing: Row, body: unknown): Promise<Row> => {
    // A partner's edit of its live listing waits for an admin's review: the live record, returned as it is, stays.
    if (review && principal.role !== 'admin' && (await isLive(tx, def, existing))) {
      const draft = await review.saveDraft(c, tx, principal, existing, body, c.req.method !== 'PUT');
      // No change to review: the record as it is, not `existing` itself (which says that a change waits).
      return draft ? existing : { ...existing };
    }
    const ctx = writeContext(c, tx, principal);
    const record = values(c, body, principal, existing);
    await checkFiles(ctx, record, existing);
    await checkOwnership(ctx, record);
    await hooks.beforeWrite?.(ctx, record, existing);
    const [row] = await tx
      .update(table)
      .set({
        ...record,
        version: sql`${table.version} + 1`,
        updated_at: new Date().toISOString(),
        updated_by: principal.userId,
      })
      .where(eq(table.id, existing.id as number))
      .returning(columns);
    await hooks.afterWrite?.(ctx, row, existing);
    await auditWrite(
      c,
      tx,
      principal,
      'update',
      existing.id as number,
      changedFields(existing, row as Row, fieldNames),
    );
    await enqueueContentEvents(tx, def, [{ before: existing, after: row }]);
    return row as Row;
  };

  /**
   * The records of these ids within the principal's scope, by id, each with its row version's `xmin` (which
   * every update of the row changes); or, with `lock`, only the ids and versions, the rows locked.
   */
  const scopedRows = async (q: Db, ids: number[], principal: Principal, lock: boolean) => {
    const tuple = sql<string>`${table}.xmin::text`;
    const where = and(sql`${table.id} = any(${sql.param(ids)})`, scopeCondition(def, table, principal));
    // The rows are sorted before they are locked: one lock order for every caller.
    const found = lock
      ? await q
          .select({ tuple, row: { id: table.id } })
          .from(table)
          .where(where)
          .orderBy(table.id)
          .for('update')
      : await q.select({ tuple, row: columns }).from(table).where(where).orderBy(table.id);
    return new Map(found.map(({ tuple, row }) => [row.id, { tuple, row: row as Row }]));
  };

  /**
   * Each record's values and checks, as updateIn makes them, for the records `found` (by id) of these ids; the
   * first refusal in id order is thrown, as those updates one after another would give it: an id not found (a
   * 404), or a record refused. The checks reading other tables read them for all the records at once.
   */
  const prepareEach = async (
    c: Ctx,
    q: Db,
    principal: Principal,
    ids: number[],
    found: Map<unknown, Row>,
    bodyOf: (existing: Row) => unknown,
  ) => {
    const ctx = writeContext(c, q, principal);
    const pending: { existing: Row; record: Row }[] = [];
    let refusal: unknown;
    for (const [i, id] of ids.entries()) {
      // A thousand records take tens of ms to validate: other requests are served in between.
      if (i % 50 === 49) await new Promise((ok) => setImmediate(ok));
      const existing = found.get(id);
      try {
        if (!existing) throw new ApiError(404, MESSAGES.notFound);
        const record = values(c, bodyOf(existing), principal, existing);
        await checkFiles(ctx, record, existing);
        pending.push({ existing, record });
      } catch (error) {
        refusal = error;
        break;
      }
    }
    // The records before the first refusal are checked for ownership too: one of theirs comes first.
    const owned = await ownershipProblems(
      ctx,
      pending.map(({ record }) => record),
    );
    const problem = owned.find((p) => p !== undefined) ?? refusal;
    if (problem) throw problem;
    return pending;
  };

  /**
   * findScoped and updateIn of each of these records (ids ascending) in one transaction, each given the body
   * `bodyOf` makes of it: the same checks, stored rows and audit rows, and the same first refusal, as those
   * updates one after another; nothing changes on a refusal. A resource whose hooks read or write per record
   * takes that path. The others are validated before the transaction, and written in it in a few statements
   * (one locking select, an update per shape of change, one audit insert), so that the transaction holds its
   * session briefly (PGlite has one). A record changed in between is validated again, under its lock.
   */
  const updateEach = async (
    c: Ctx,
    principal: Principal,
    ids: number[],
    bodyOf: (existing: Row) => unknown,
    summary?: Summary,
  ): Promise<{ row: Row; before: Row }[]> => {
    const summarize = async (tx: Db) => {
      if (summary) await audit(tx, { ...auditEntry(c, principal, summary.action, 0, summary.changes), recordId: null });
    };
    // A partner's edits of live listings become drafts one by one.
    if (hooks.beforeWrite || hooks.afterWrite || (review && principal.role !== 'admin')) {
      return db.transaction(async (tx) => {
        const written: { row: Row; before: Row }[] = [];
        for (const id of ids) {
          const existing = await findScoped(tx, id, principal, true);
          written.push({ row: await updateIn(c, tx, principal, existing, bodyOf(existing)), before: existing });
        }
        await summarize(tx);
        return written;
      });
    }
    const read = await scopedRows(db, ids, principal, false);
    const rowsOf = (found: Map<unknown, { row: Row }>) => new Map([...found].map(([id, { row }]) => [id, row]));
    const prepared = await prepareEach(c, db, principal, ids, rowsOf(read), bodyOf);
    return db.transaction(async (tx) => {
      const locked = await scopedRows(tx, ids, principal, true);
      const same = ids.every((id) => locked.get(id)?.tuple === read.get(id)?.tuple);
      const pending = same
        ? prepared
        : await prepareEach(c, tx, principal, ids, rowsOf(await scopedRows(tx, ids, principal, false)), bodyOf);
      // A column left out of the update keeps the value the record was prepared from.
      const updated = new Map<unknown, Row>();
      const stamp = { updated_at: new Date().toISOString(), updated_by: principal.userId };
      const pick = (all: typeof columns, names: Set<string>): typeof columns =>
        Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));
      for (const batch of updateBatches(pending)) {
        const changed = new Set(['id', 'version', 'updated_at', 'updated_by', ...batch.names]);
        for (const row of await tx
          .update(table)
          .set({ ...batch.set, version: sql`${table.version} + 1`, ...stamp })
          .from(batch.from)
          .where(eq(table.id, sql`${sql.identifier('v')}.${sql.identifier('id')}`))
          .returning(pick(columns, changed)))
          updated.set(row.id, row);
      }
      const written = pending.map(({ existing }) => ({
        row: { ...existing, ...updated.get(existing.id) },
        before: existing,
      }));
      await auditAll(
        tx,
        written.map(({ row, before }) =>
          auditEntry(c, principal, 'update', before.id as number, changedFields(before, row, fieldNames)),
        ),
      );
      await summarize(tx);
      await enqueueContentEvents(
        tx,
        def,
        written.map(({ row, before }) => ({ before, after: row })),
      );
      return written;
    });
  };

  /** A delete inside the caller's transaction: the DELETE's, and an undo's of a create. */
  const deleteIn = async (c: Ctx, tx: Db, principal: Principal, existing: Row): Promise<Row> => {
    await hooks.beforeDelete?.(writeContext(c, tx, principal), existing);
    await tx.delete(table).where(eq(table.id, existing.id as number));
    await forgetDrafts(tx, def, [existing.id as number]);
    await auditWrite(c, tx, principal, 'delete', existing.id as number, existing);
    await enqueueContentEvents(tx, def, [{ before: existing }]);
    return existing;
  };

  /**
   * deleteIn of each of these records (ids in the order to audit them) inside the caller's transaction, all or
   * nothing: one not found in the principal's scope is a 404. Without a beforeDelete hook, in a statement per
   * DELETE_CHUNK records and their audit rows in a few more: an undo of a whole import takes back tens of thousands.
   */
  const deleteEach = async (c: Ctx, tx: Db, principal: Principal, ids: number[]): Promise<Row[]> => {
    if (hooks.beforeDelete) {
      const deleted: Row[] = [];
      for (const id of ids) deleted.push(await deleteIn(c, tx, principal, await findScoped(tx, id, principal, true)));
      return deleted;
    }
    const byId = new Map<unknown, Row>();
    for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
      const chunk = ids.slice(start, start + DELETE_CHUNK);
      const rows = (await tx
        .delete(table)
        .where(and(sql`${table.id} = any(${sql.param(chunk)})`, scopeCondition(def, table, principal)))
        .returning(columns)) as Row[];
      if (rows.length !== new Set(chunk).size) throw new ApiError(404, MESSAGES.notFound);
      for (const row of rows) byId.set(row.id, row);
    }
    const deleted = ids.map((id) => byId.get(id)!);
    await forgetDrafts(tx, def, ids);
    await auditAll(
      tx,
      deleted.map((row) => auditEntry(c, principal, 'delete', row.id as number, row)),
    );
    await enqueueContentEvents(
      tx,
      def,
      deleted.map((row) => ({ before: row })),
    );
    return deleted;
  };

  /**
   * A deleted record put back as it was, under its own id (an undo's of a delete): its stored columns, within the
   * principal's scope (a 404 otherwise, rolling the undo back), audited as a create.
   */
  const restoreIn = async (c: Ctx, tx: Db, principal: Principal, stored: Row): Promise<Row> => {
    const known = Object.fromEntries(Object.entries(stored).filter(([name]) => name in table));
    const [row] = await tx
      .insert(table)
      .values({
        ...known,
        version: Number(stored.version ?? 0) + 1,
        updated_at: new Date().toISOString(),
        updated_by: principal.userId,
      })
      .returning(columns);
    await findScoped(tx, row!.id as number, principal);
    await auditWrite(c, tx, principal, 'create', row!.id as number, row);
    await enqueueContentEvents(tx, def, [{ after: row }]);
    return row as Row;
  };

  app.get(`/${def.name}`, listAuth, async (c) => {
    const principal = await guard(c, 'list');
    const query = parseListQuery(def, table, c.req.query());
    const confirm = async () => {
      await confirmSession(c);
      return guard(c, 'list');
    };
    const page = await list(query, principal, c.get('pendingSession'), confirm).catch((error: unknown) => {
      const problem = dataError(error);
      throw problem ? validationError(problem.errors, c.get('locale')) : error;
    });
    const end = page.rows ? query.offset + page.rows - 1 : query.offset;
    c.header('Content-Range', `${def.name} ${query.offset}-${end}/${page.total}`);
    if (page.estimated) c.header(ESTIMATED_TOTAL_HEADER, 'true');
    c.header('Content-Type', 'application/json');
    return c.body(page.json);
  });

  app.get(`/${def.name}/:id`, auth, async (c) => {
    const principal = await guard(c, 'show');
    return c.json(rfc3339Row(columns, await findScoped(db, parseId(c), principal, false, true)));
  });

  if (def.readOnly) {
    // Nobody writes a read-only resource: the shared rules refuse it, with a 403 audited like every refusal.
    const refuse = (action: Action) => async (c: Ctx) => {
      await guard(c, action);
      throw new ApiError(403, MESSAGES.forbidden);
    };
    app.post(`/${def.name}`, auth, refuse('create'));
    app.put(`/${def.name}/:id`, auth, refuse('edit'));
    app.post(`/${def.name}/bulk-update`, auth, refuse('edit'));
    app.post(`/${def.name}/bulk-delete`, auth, refuse('delete'));
    app.delete(`/${def.name}/:id`, auth, refuse('delete'));
    return app;
  }

  /** A create of validated values inside the caller's transaction: the POST's and each new row's of an import. */
  const createIn = async (c: Ctx, tx: Db, principal: Principal, record: Row): Promise<Row> => {
    const ctx = writeContext(c, tx, principal);
    await checkFiles(ctx, record);
    await checkOwnership(ctx, record);
    await hooks.beforeWrite?.(ctx, record);
    Object.assign(record, newSecrets(def));
    const [row] = await tx
      .insert(table)
      .values({ ...record, created_by: principal.userId, updated_by: principal.userId })
      .returning(columns);
    await hooks.afterWrite?.(ctx, row);
    await auditWrite(c, tx, principal, 'create', row.id as number, record);
    await enqueueContentEvents(tx, def, [{ after: row }]);
    return row as Row;
  };

  const writer = { hooks, auth, guard, findScoped, updateIn, updateEach, write, afterCommit };
  registerBulkUpdate(app, def, db, writer);
  registerBulkDelete(app, def, db, { ...writer, deleteEach });
  registerUndo(app, def, deps, { ...writer, deleteIn, deleteEach, restoreIn });
  registerVerify(app, def, deps, writer);
  registerRevisions(app, def, deps, { ...writer, present: (row) => rfc3339Row(columns, row) });
  review = registerDrafts(app, def, deps, {
    ...writer,
    present: (row) => rfc3339Row(columns, row),
    prepare: async (c, tx, principal, existing, body) => {
      const record = values(c, body, principal, existing);
      const ctx = writeContext(c, tx, principal);
      await checkFiles(ctx, record, existing);
      await checkOwnership(ctx, record);
      return record;
    },
  });
  registerImport(
    app,
    def,
    deps,
    {
      ...writer,
      createIn,
      validate: values,
      checkRow: async (c, tx, principal, record, existing) => {
        const ctx = writeContext(c, tx, principal);
        await checkFiles(ctx, record, existing);
        await checkOwnership(ctx, record);
      },
      loadScoped: async (tx, principal) =>
        (await tx
          .select(columns)
          .from(table)
          .where(scopeCondition(def, table, principal))) as Row[],
    },
    importFormat,
  );

  app.post(`/${def.name}`, auth, async (c) => {
    const principal = await guard(c, 'create');
    const record = values(c, await readJson(c), principal);
    const created = await write(c, () => db.transaction((tx) => createIn(c, tx, principal, record)));
    await afterCommit(c, principal, created);
    return c.json(rfc3339Row(columns, created), 201);
  });

  app.put(`/${def.name}/:id`, auth, async (c) => {
    const principal = await guard(c, 'edit');
    const id = parseId(c);
    const body = await readJson(c);
    const version = (body as { version?: unknown } | null)?.version;
    if (!Number.isInteger(version)) throw validationError({ version: V.required }, c.get('locale'));
    let before: Row | undefined;
    let waiting = false;
    const updated = await write(c, () =>
      db.transaction(async (tx) => {
        const existing = await findScoped(tx, id, principal, true);
        before = existing;
        if (existing.version !== version) throw new ApiError(409, MESSAGES.staleVersion);
        const row = await updateIn(c, tx, principal, existing, body);
        waiting = row === existing;
        // An admin's form shows its own draft's values: saving them makes that draft live.
        if (review && !waiting) await review.dropOwnDraft(tx, id);
        return row;
      }),
    );
    if (waiting) return c.json(rfc3339Row(columns, updated), 202);
    await afterCommit(c, principal, updated, before);
    return c.json(rfc3339Row(columns, updated));
  });

  app.delete(`/${def.name}/:id`, auth, async (c) => {
    const principal = await guard(c, 'delete');
    const id = parseId(c);
    const deleted = await write(c, () =>
      db.transaction(async (tx) => deleteIn(c, tx, principal, await findScoped(tx, id, principal, true))),
    );
    return c.json(rfc3339Row(columns, deleted));
  });

  return app;
}
