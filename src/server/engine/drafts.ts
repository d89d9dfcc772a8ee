import { and, eq, sql } from 'drizzle-orm';
import { Context, type Hono } from 'hono';
import { canSchedule, hasDrafts, type Draft, type DraftStatus, type Publication } from '@/domain/drafts';
import { scheduleSchema, sendBackSchema } from '@/domain/draftSchemas';
import type { ResourceDef } from '@/domain/resourceDef';
import { restorableFields, sameValue, type FieldChange } from '@/domain/revisions';
import { USER_TYPE_BY_ROLE } from '@/domain/roles';
import { V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { rfc3339 } from '@/server/infrastructure/db/columns';
import { drafts, organizations, publicationSchedules, userName, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parseBody, parseId, readJson, validationError } from '@/server/infrastructure/http';
import type { RecordWriter } from './bulkUpdate';
import type { Row } from './hooks';
import { mailReviewOutcome } from './reviewMail';

/** What the drafts need of the generic routes besides a writer: a record's checked values and its display. */
export interface DraftWriter extends RecordWriter {
  /** The values a PUT of this body would store (validated and checked as the PUT checks them), not stored. */
  prepare(c: Ctx, tx: Db, principal: Principal, existing: Row, body: unknown): Promise<Row>;
  present(row: Row): Row;
}

/** A scheduled publication, run by whichever API process claims it (src/server/features/publication). */
export interface Publisher {
  run(tx: Db, recordId: number, userId: number | null, action: 'publish' | 'unpublish'): Promise<void>;
}

/** Each app's publishers by resource: the scheduler runs a due schedule through its resource's routes. */
const publishers = new WeakMap<Deps, Map<string, Publisher>>();
export const publishersOf = (deps: Deps) => publishers.get(deps) ?? new Map<string, Publisher>();

type DraftRow = typeof drafts.$inferSelect;

/**
 * Whether a record is live on the website: published itself (where it has `is_published`) and, for an
 * organisation's record, its organisation published. A partner's edit of a live record waits for review.
 */
export async function isLive(tx: Db, def: ResourceDef, row: Row): Promise<boolean> {
  if (!hasDrafts(def)) return false;
  if (def.fields.is_published?.kind === 'boolean' && row.is_published !== true) return false;
  const owner = def.owner?.column;
  if (!owner || owner === 'id' || typeof row[owner] !== 'number') return true;
  const [org] = await tx
    .select({ published: organizations.is_published })
    .from(organizations)
    .where(eq(organizations.id, row[owner] as number));
  return org?.published === true;
}

/**
 * A record's draft, review and schedule, for every resource the website reads (hasDrafts):
 * - GET <resource>/:id/publication: its draft (each changed field's live and draft value) and schedule.
 * - PUT <resource>/:id/draft {…record, version}: stores the changes as the record's draft (checked as a PUT
 *   is, nothing live changes); a partner's is `in_review`. The generic PUT of a partner on a live record comes here.
 * - DELETE <resource>/:id/draft: discards it. POST <resource>/:id/draft/publish (admins): the changes become
 *   live in one audited edit, refused (409, per field) when a changed field changed on the live record since.
 * - POST <resource>/:id/draft/send-back {note} (admins): a partner's changes go back to it with a note, by mail.
 * - PUT <resource>/:id/schedule {publish_at, unpublish_at} (admins, resources with is_published).
 */
export function registerDrafts(app: Hono<AppEnv>, def: ResourceDef, deps: Deps, writer: DraftWriter) {
  if (!hasDrafts(def)) return null;
  const { db } = deps.database;
  const ofRecord = (id: number) => and(eq(drafts.resource, def.name), eq(drafts.record_id, id));
  const adminOnly = (principal: Principal) => {
    if (principal.role !== 'admin') throw new ApiError(403, MESSAGES.forbidden);
  };
  const findDraft = async (tx: Db, id: number, lock = false) => {
    const query = tx.select().from(drafts).where(ofRecord(id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  };
  const ownerOf = (row: Row) => {
    const column = def.owner?.column;
    return column && typeof row[column] === 'number' ? (row[column] as number) : null;
  };
  const auditDraft = (c: Ctx, tx: Db, principal: Principal, action: string, id: number, changes: unknown) =>
    audit(tx, { userId: principal.userId, action, resource: def.name, recordId: id, changes, ip: c.get('ip') });

  /**
   * Stores a body's changes to the record as its draft (a partner's waits for review). A whole record (a PUT: its
   * form shows the draft's values) replaces the draft; with `merge` (a bulk edit, a restore, an import of some
   * fields), a field the body leaves at its live value keeps the draft's. A draft left with no change is dropped.
   * The caller has locked the record and checked its version.
   */
  const saveDraft = async (c: Ctx, tx: Db, principal: Principal, existing: Row, body: unknown, merge = false) => {
    const earlier = merge ? await findDraft(tx, existing.id as number, true) : undefined;
    const record = await writer.prepare(c, tx, principal, existing, body);
    const changes: Record<string, FieldChange> = {};
    for (const [name, change] of Object.entries(earlier?.changes ?? {}))
      if (sameValue(record[name], existing[name])) changes[name] = change;
    // Every value a write sets (what the partner may not set is the live one, or fixed for its role).
    for (const name of restorableFields(def, 'admin')) {
      if (record[name] !== undefined && !sameValue(record[name], existing[name]))
        changes[name] = { from: existing[name] ?? null, to: record[name] ?? null };
    }
    const id = existing.id as number;
    if (!Object.keys(changes).length) {
      await tx.delete(drafts).where(ofRecord(id));
      return null;
    }
    const status: DraftStatus = principal.role === 'admin' ? 'draft' : 'in_review';
    const values = { status, changes, note: null, author_id: principal.userId, organization_id: ownerOf(existing) };
    const [row] = await tx
      .insert(drafts)
      .values({ resource: def.name, record_id: id, ...values })
      .onConflictDoUpdate({
        target: [drafts.resource, drafts.record_id],
        set: { ...values, updated_at: sql`now()` },
      })
      .returning();
    await auditDraft(c, tx, principal, status === 'draft' ? 'draft' : 'submit_review', id, changes);
    return row;
  };

  const present = async (row: DraftRow | undefined): Promise<Draft | null> => {
    if (!row) return null;
    const [author] = row.author_id
      ? await db.select({ name: userName() }).from(users).where(eq(users.id, row.author_id))
      : [];
    return {
      status: row.status,
      changes: row.changes,
      note: row.note,
      author: author?.name ?? null,
      created_at: rfc3339(row.created_at),
      updated_at: rfc3339(row.updated_at),
    };
  };

  /** The draft's changes made live in one edit; a field changed on the live record since is a 409. */
  const publishIn = async (c: Ctx, tx: Db, principal: Principal, existing: Row, draft: DraftRow, extra: Row = {}) => {
    const changed: Record<string, string> = {};
    for (const [name, change] of Object.entries(draft.changes))
      if (!sameValue(existing[name], change.from)) changed[name] = V.changedSinceDraft;
    if (Object.keys(changed).length) throw new ApiError(409, MESSAGES.draftConflict, changed);
    const to = Object.fromEntries(Object.entries(draft.changes).map(([name, change]) => [name, change.to]));
    const row = await writer.updateIn(c, tx, principal, existing, { ...existing, ...to, ...extra });
    await tx.delete(drafts).where(eq(drafts.id, draft.id));
    await auditDraft(c, tx, principal, 'publish_draft', existing.id as number, draft.changes);
    return row;
  };

  app.get(`/${def.name}/:id/publication`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'show');
    const id = parseId(c);
    await writer.findScoped(db, id, principal, false, true);
    const [schedule] = await db.select().from(publicationSchedules).where(scheduleOf(id));
    const publication: Publication = {
      draft: await present(await findDraft(db, id)),
      schedule: schedule
        ? {
            publish_at: schedule.publish_at && rfc3339(schedule.publish_at),
            unpublish_at: schedule.unpublish_at && rfc3339(schedule.unpublish_at),
          }
        : null,
    };
    return c.json(publication);
  });

  app.put(`/${def.name}/:id/draft`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const id = parseId(c);
    const body = await readJson(c);
    const version = (body as { version?: unknown } | null)?.version;
    if (!Number.isInteger(version)) throw validationError({ version: V.required }, c.get('locale'));
    const draft = await writer.write(c, () =>
      db.transaction(async (tx) => {
        const existing = await writer.findScoped(tx, id, principal, true);
        if (existing.version !== version) throw new ApiError(409, MESSAGES.staleVersion);
        return saveDraft(c, tx, principal, existing, body);
      }),
    );
    return c.json({ draft: await present(draft ?? undefined) });
  });

  app.delete(`/${def.name}/:id/draft`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    const id = parseId(c);
    await db.transaction(async (tx) => {
      await writer.findScoped(tx, id, principal, true);
      const draft = await findDraft(tx, id, true);
      if (!draft) throw new ApiError(404, MESSAGES.noDraft);
      await tx.delete(drafts).where(eq(drafts.id, draft.id));
      await auditDraft(c, tx, principal, 'discard_draft', id, draft.changes);
    });
    return c.body(null, 204);
  });

  app.post(`/${def.name}/:id/draft/publish`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    adminOnly(principal);
    const id = parseId(c);
    let before: Row | undefined;
    let published: DraftRow | undefined;
    const row = await writer.write(c, () =>
      db.transaction(async (tx) => {
        const existing = await writer.findScoped(tx, id, principal, true);
        before = existing;
        published = await findDraft(tx, id, true);
        if (!published) throw new ApiError(404, MESSAGES.noDraft);
        return publishIn(c, tx, principal, existing, published);
      }),
    );
    await writer.afterCommit(c, principal, row, before);
    if (published?.status !== 'draft' && published?.author_id)
      await mailReviewOutcome(deps, def, row, published.author_id, principal, null);
    return c.json(writer.present(row));
  });

  app.post(`/${def.name}/:id/draft/send-back`, writer.auth, async (c) => {
    const principal = await writer.guard(c, 'edit');
    adminOnly(principal);
    const id = parseId(c);
    const { note } = await parseBody(c, sendBackSchema);
    const { record, draft } = await db.transaction(async (tx) => {
      const record = await writer.findScoped(tx, id, principal, true);
      const draft = await findDraft(tx, id, true);
      if (!draft) throw new ApiError(404, MESSAGES.noDraft);
      if (draft.status !== 'in_review') throw new ApiError(409, MESSAGES.notInReview);
      const [updated] = await tx
        .update(drafts)
        .set({ status: 'sent_back', note, updated_at: sql`now()` })
        .where(eq(drafts.id, draft.id))
        .returning();
      await auditDraft(c, tx, principal, 'send_back', id, { note });
      return { record, draft: updated };
    });
    if (draft.author_id) await mailReviewOutcome(deps, def, record, draft.author_id, principal, note);
    return c.json({ draft: await present(draft) });
  });

  const scheduleOf = (id: number) =>
    and(eq(publicationSchedules.resource, def.name), eq(publicationSchedules.record_id, id));

  if (canSchedule(def)) {
    app.put(`/${def.name}/:id/schedule`, writer.auth, async (c) => {
      const principal = await writer.guard(c, 'edit');
      adminOnly(principal);
      const id = parseId(c);
      const { publish_at = null, unpublish_at = null } = await parseBody(c, scheduleSchema);
      await db.transaction(async (tx) => {
        await writer.findScoped(tx, id, principal, true);
        if (!publish_at && !unpublish_at) await tx.delete(publicationSchedules).where(scheduleOf(id));
        else {
          const values = { publish_at, unpublish_at, created_by: principal.userId };
          await tx
            .insert(publicationSchedules)
            .values({ resource: def.name, record_id: id, ...values })
            .onConflictDoUpdate({
              target: [publicationSchedules.resource, publicationSchedules.record_id],
              set: values,
            });
        }
        await auditDraft(c, tx, principal, 'schedule', id, { publish_at, unpublish_at });
      });
      return c.json({ publish_at, unpublish_at });
    });

    // A due schedule, run inside the scheduler's transaction as its author (an admin) would: publishing takes the
    // draft's changes with it.
    const run: Publisher['run'] = async (tx, recordId, userId, action) => {
      const principal: Principal = {
        // An author since deleted is no one: the audit entry names nobody.
        userId: userId ?? 0,
        userType: USER_TYPE_BY_ROLE.admin,
        role: 'admin',
        organizationId: null,
        sessionId: 'scheduler',
      };
      const c: Ctx = new Context(new Request('http://scheduler.internal/'));
      c.set('locale', 'en');
      c.set('ip', 'scheduler');
      const existing = await writer.findScoped(tx, recordId, principal, true).catch(() => null);
      if (!existing) return;
      const publish = action === 'publish';
      const draft = publish ? await findDraft(tx, recordId, true) : undefined;
      if (draft) await publishIn(c, tx, principal, existing, draft, { is_published: true });
      else if (existing.is_published !== publish)
        await writer.updateIn(c, tx, principal, existing, { ...existing, is_published: publish });
    };
    const forApp = publishers.get(deps) ?? new Map<string, Publisher>();
    forApp.set(def.name, { run });
    publishers.set(deps, forApp);
  }
  return {
    saveDraft,
    /** An admin's own draft, once an edit of the whole record has made its values live. */
    dropOwnDraft: (tx: Db, id: number) => tx.delete(drafts).where(and(ofRecord(id), eq(drafts.status, 'draft'))),
  };
}

/** A deleted record's draft and schedule go with it. */
export async function forgetDrafts(tx: Db, def: ResourceDef, ids: number[]) {
  if (!hasDrafts(def) || !ids.length) return;
  await tx.delete(drafts).where(and(eq(drafts.resource, def.name), sql`${drafts.record_id} = any(${sql.param(ids)})`));
  await tx
    .delete(publicationSchedules)
    .where(
      and(eq(publicationSchedules.resource, def.name), sql`${publicationSchedules.record_id} = any(${sql.param(ids)})`),
    );
}
