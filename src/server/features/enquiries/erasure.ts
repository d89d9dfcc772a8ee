import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
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
        .select({ id: table.id })
        .from(table)
        .where(sql`lower(${table.email}) = ${address}`)
        .for('update');
      const ids = rows.map((r) => r.id);
      let messages = 0;
      let files = 0;
      if (ids.length) {
        const attached = await tx
          .select({ attachments: enquiryMessages.attachments })
          .from(enquiryMessages)
          .where(inArray(enquiryMessages.enquiry_id, ids));
        messages = attached.length;
        const names = attached.flatMap((m) => m.attachments.map((a) => a.name));
        if (names.length)
          files = (await tx.delete(storedFiles).where(inArray(storedFiles.name, names)).returning()).length;
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
