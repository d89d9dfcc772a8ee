import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Action } from '../../domain/access';
import { ESTIMATED_TOTAL_HEADER, lockedForPartner, partnerDefault, type ResourceDef } from '../../domain/resource';
import { resourceByName } from '../../domain/resources';
import { recordSchema, unknownFieldErrors } from '../../domain/schema';
import { fieldErrors, V, type FieldErrors } from '../../domain/validation';
import { audit } from '../audit';
import { assertCan, confirmSession, requireAuth } from '../auth/guard';
import type { AppEnv, Ctx, Deps, Principal } from '../context';
import type { Db } from '../db/client';
import { rfc3339Row } from '../db/columns';
import { tableOf } from '../db/resourceTables';
import { organizations } from '../db/schema';
import { ApiError, MESSAGES, parseId, readJson, validationError } from '../http';
import { constraintError, dataError } from './dbErrors';
import { listPages } from './listPage';
import { parseListQuery } from './listQuery';
import { exposedColumns, scopeCondition } from './scope';
import { HOOKS, type Row, type WriteContext } from './hooks';
import { sanitizeRecord } from './sanitize';
import { registerBulkUpdate } from './bulkUpdate';
import { changeSetOf, registerUndo } from './undo';
import { IMPORT_FORMATS } from './import/formats';
import { registerImport } from './import/routes';
import { unstoredFiles } from '../uploads';

/**
 * The organisation owning each record a record refers to, for its references to owned resources (a benefit's
 * cover, an enquiry's course): field name → the target's owner, or undefined when no such record exists.
 * References without a value, to global data or to organisations themselves, and the record's own owner
 * column, are left out.
 */
export async function referencedOwners(tx: Db, def: ResourceDef, record: Row): Promise<Map<string, unknown>> {
  const ownerColumn = def.owner?.column;
  const owners = new Map<string, unknown>();
  for (const [name, field] of Object.entries(def.fields)) {
    const target = field.kind === 'reference' && name !== ownerColumn ? resourceByName(field.reference!) : undefined;
    const targetOwner = target?.owner?.column;
    if (!target || !targetOwner || targetOwner === 'id' || typeof record[name] !== 'number') continue;
    const targetTable = tableOf(target.name);
    const [row] = await tx
      .select({ org: targetTable[targetOwner] })
      .from(targetTable)
      .where(eq(targetTable.id, record[name] as number))
      .limit(1);
    owners.set(name, row?.org);
  }
  return owners;
}

function changedFields(before: Row, after: Row, names: string[]) {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of names) {
    if (JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
      diff[name] = { from: before[name] ?? null, to: after[name] ?? null };
  }
  return diff;
}

/**
 * The simple-rest CRUD routes of one resource, built from its definition: list with Content-Range, getOne,
 * create, update with optimistic locking, bulk update, delete; every write audited with a diff.
 */
export function resourceRoutes(def: ResourceDef, deps: Deps) {
  const { db } = deps.database;
  const table = tableOf(def.name);
  const schema = recordSchema(def);
  const fieldNames = Object.keys(def.fields);
  const columns = exposedColumns(def, table);
  const hooks = HOOKS[def.name] ?? {};
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
  const findScoped = async (tx: Db, id: number, principal: Principal, lock = false) => {
    const query = tx
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), scopeCondition(def, table, principal)))
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
    return { ...record, ...def.scope };
  };
  /**
   * Ownership the schema cannot see: an admin attaches a sub-record to an organisation of the right type, and
   * a record's references to other organisations' records (a benefit's cover) stay within its organisation.
   */
  const checkOwnership = async (ctx: WriteContext, record: Row) => {
    const errors: FieldErrors = {};
    const ownerColumn = def.owner && def.owner.column !== 'id' ? def.owner.column : null;
    const orgId = ownerColumn ? record[ownerColumn] : null;
    if (ownerColumn && typeof orgId === 'number' && ctx.principal.role === 'admin') {
      const [org] = await ctx.tx
        .select({ type: organizations.type })
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .limit(1);
      // No such organisation: that is the problem to report (not that its records "belong to another" one).
      if (!org) throw validationError({ [ownerColumn]: V.referenceMissing }, ctx.locale);
      const wanted = def.ownerTypeBy
        ? [def.ownerTypeBy.types[record[def.ownerTypeBy.field] as string]]
        : def.owner!.orgTypes;
      if (!(wanted as readonly (string | null)[]).includes(org.type as string)) errors[ownerColumn] = V.orgType;
    }
    for (const [name, org] of await referencedOwners(ctx.tx, def, record)) {
      // A missing record is the foreign key's to report.
      if (org !== undefined && org !== orgId) errors[name] = V.otherOrganization;
    }
    if (Object.keys(errors).length) throw validationError(errors, ctx.locale);
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

  /** A write's audit row, under the request's change set (what an undo takes back). */
  const auditWrite = (c: Ctx, tx: Db, principal: Principal, action: string, recordId: number, changes: unknown) =>
    audit(tx, {
      userId: principal.userId,
      action,
      resource: def.name,
      recordId,
      changes,
      ip: c.get('ip'),
      changeSet: changeSetOf(c),
    });

  /** The definition's after-commit hook of a write (a create has no `before`). */
  const afterCommit = async (c: Ctx, principal: Principal, row: Row, before?: Row) => {
    await hooks.afterCommit?.({ deps, principal, locale: c.get('locale'), ip: c.get('ip') }, row, before);
  };

  /** An update inside the caller's transaction: the PUT's and each record's of a bulk edit. */
  const updateIn = async (c: Ctx, tx: Db, principal: Principal, existing: Row, body: unknown): Promise<Row> => {
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
    return row as Row;
  };

  /** A delete inside the caller's transaction: the DELETE's, and an undo's of a create. */
  const deleteIn = async (c: Ctx, tx: Db, principal: Principal, existing: Row): Promise<Row> => {
    await hooks.beforeDelete?.(writeContext(c, tx, principal), existing);
    await tx.delete(table).where(eq(table.id, existing.id as number));
    await auditWrite(c, tx, principal, 'delete', existing.id as number, existing);
    return existing;
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
    return c.json(rfc3339Row(columns, await findScoped(db, parseId(c), principal)));
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
    app.delete(`/${def.name}/:id`, auth, refuse('delete'));
    return app;
  }

  /** A create of validated values inside the caller's transaction: the POST's and each new row's of an import. */
  const createIn = async (c: Ctx, tx: Db, principal: Principal, record: Row): Promise<Row> => {
    const ctx = writeContext(c, tx, principal);
    await checkFiles(ctx, record);
    await checkOwnership(ctx, record);
    await hooks.beforeWrite?.(ctx, record);
    const [row] = await tx
      .insert(table)
      .values({ ...record, created_by: principal.userId, updated_by: principal.userId })
      .returning(columns);
    await hooks.afterWrite?.(ctx, row);
    await auditWrite(c, tx, principal, 'create', row.id as number, record);
    return row as Row;
  };

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
    const updated = await write(c, () =>
      db.transaction(async (tx) => {
        const existing = await findScoped(tx, id, principal, true);
        before = existing;
        if (existing.version !== version) throw new ApiError(409, MESSAGES.staleVersion);
        return updateIn(c, tx, principal, existing, body);
      }),
    );
    await afterCommit(c, principal, updated, before);
    return c.json(rfc3339Row(columns, updated));
  });

  registerBulkUpdate(app, def, deps, { auth, guard, findScoped, updateIn, write, afterCommit });
  registerUndo(app, def, deps, { auth, guard, findScoped, updateIn, write, afterCommit, deleteIn, restoreIn });
  registerImport(
    app,
    def,
    deps,
    {
      auth,
      guard,
      findScoped,
      updateIn,
      write,
      afterCommit,
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
    IMPORT_FORMATS[def.name],
  );

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
