import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import { consoleOrigin } from '@/server/infrastructure/config';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { queryRows } from '@/server/infrastructure/db/rows';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog, outbox, storedFiles } from '@/server/infrastructure/db/schema';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';
import { requireAuth, requireCan } from '@/server/middleware/guard';

const erasureSchema = z.object({
  email: z
    .string({ error: V.emailRequired })
    .trim()
    .min(1, { error: V.emailRequired })
    .max(254, { error: V.tooLong })
    .pipe(z.email({ error: V.emailInvalid })),
});

const erased = z.object({
  enquiries: z.number().int(),
  messages: z.number().int(),
  files: z.number().int(),
  quarantined: z.number().int(),
  mails: z.number().int(),
  staff_mails: z.number().int().describe('Mails to staff about their enquiries, with their name taken out'),
});

/**
 * POST /api/enquiries/erase {email}: a person's request to be forgotten. Their enquiries go, with every message
 * and attachment of the timelines; so do the quarantined mails they sent and the mails to them still in the
 * outbox; the audit rows of those enquiries keep that something happened, not what. One transaction, one audit
 * row naming a hash of the address (never the address), and no undo.
 */
const eraseEnquirer = defineRoute({
  method: 'post',
  path: '/api/enquiries/erase',
  tag: 'enquiries',
  operationId: 'eraseEnquirer',
  body: erasureSchema,
  summary:
    'Erase an enquirer (by email): their enquiries, messages, attachments and quarantined mail, in one audited step',
  responses: {
    200: { description: 'What was erased (all zero when the address is unknown)', schema: erased },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

export const erasureRouteDeclarations = [eraseEnquirer];

/** What stands in a staff mail for the name of an erased enquirer. */
const ERASED_NAME = '[…]';

/** Every name the enquiries had: as they are, and as their audit rows (written before they are scrubbed) knew them. */
async function namesOf(tx: Db, rows: { id: number; full_name: string }[]): Promise<string[]> {
  const audited = await queryRows<{ name: string | null }>(
    tx,
    sql`
    select distinct name from ${auditLog},
      lateral (values (changes->>'full_name'), (changes->'full_name'->>'from'), (changes->'full_name'->>'to')) as v(name)
    where ${auditLog.resource} = ${enquiryDef.name} and ${auditLog.record_id} = any(${sql.param(rows.map((r) => String(r.id)))})`,
  );
  const names = [...rows.map((r) => r.full_name), ...audited.map((r) => r.name)];
  // Longest first, so that "Erin Ease-Smith" goes whole before "Erin Ease" could leave "-Smith".
  return [...new Set(names.filter((n): n is string => !!n && n.trim().length > 0))].sort((a, b) => b.length - a.length);
}

/**
 * The staff mails (new enquiry, assignment, daily summary) in the outbox that link to these enquiries, sent or
 * waiting, keep their link but lose the enquirer's name. Returns how many were changed.
 */
async function anonymiseStaffMails(tx: Db, deps: Deps, ids: number[], names: string[]): Promise<number> {
  const links = ids.map((id) => `%${consoleOrigin(deps.config)}/enquiries/${id}/show%`);
  const about = await tx
    .select({ id: outbox.id, subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(sql`${outbox.body} like any(${sql.param(links)})`);
  for (const mail of about) {
    const scrub = (text: string) => names.reduce((out, name) => out.split(name).join(ERASED_NAME), text);
    await tx
      .update(outbox)
      .set({ subject: scrub(mail.subject), body: scrub(mail.body) })
      .where(eq(outbox.id, mail.id));
  }
  return about.length;
}

export function erasureRoutes(deps: Deps) {
  const { db } = deps.database;
  const table = typedTableOf(enquiryDef);
  const app = new Hono<AppEnv>();
  // Deleting enquiries is the admins' alone; the check answers before the body is read.
  const mayDelete = requireCan(deps, enquiryDef.name, 'delete');
  mountRoutes(app, '/api')(eraseEnquirer, [requireAuth(deps), mayDelete], async (c, { body: { email } }) => {
    const address = email.toLowerCase();
    const result = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: table.id, full_name: table.full_name })
        .from(table)
        .where(sql`lower(${table.email}) = ${address}`)
        .for('update');
      const ids = rows.map((r) => r.id);
      let messages = 0;
      let files = 0;
      let staffMails = 0;
      if (ids.length) {
        const attached = await tx
          .select({ attachments: enquiryMessages.attachments })
          .from(enquiryMessages)
          .where(inArray(enquiryMessages.enquiry_id, ids));
        messages = attached.length;
        const names = attached.flatMap((m) => m.attachments.map((a) => a.name));
        if (names.length)
          files = (await tx.delete(storedFiles).where(inArray(storedFiles.name, names)).returning()).length;
        staffMails = await anonymiseStaffMails(tx, deps, ids, await namesOf(tx, rows));
        await tx.delete(table).where(inArray(table.id, ids));
        await tx
          .update(auditLog)
          .set({ changes: { erased: true } })
          .where(and(eq(auditLog.resource, enquiryDef.name), inArray(auditLog.record_id, ids.map(String))));
      }
      const quarantined = await tx
        .delete(mailQuarantine)
        .where(sql`lower(${mailQuarantine.from_address}) = ${address}`)
        .returning({ id: mailQuarantine.id });
      const mails = await tx
        .delete(outbox)
        .where(sql`lower(${outbox.to_address}) = ${address}`)
        .returning({ id: outbox.id });
      const counts = {
        enquiries: ids.length,
        messages,
        files,
        quarantined: quarantined.length,
        mails: mails.length,
        staff_mails: staffMails,
      };
      await audit(tx, {
        userId: c.get('principal').userId,
        action: 'enquirer.erase',
        resource: enquiryDef.name,
        ip: c.get('ip'),
        changes: { email_sha256: createHash('sha256').update(address).digest('hex'), ...counts },
      });
      return counts;
    });
    return c.json(result);
  });
  return app;
}
