import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations as organizationsDef } from '@/domain/areas/partners';
import type { EnquiryMailSetting } from '@/domain/areas/enquiryMessages';
import type { QuarantineReason } from '@/domain/areas/mailQuarantine';
import type { Role } from '@/domain/roles';
import type { ViewState } from '@/domain/views';
import type { DraftStatus } from '@/domain/drafts';
import type { FieldChange } from '@/domain/revisions';
import { commonColumns } from './columns';
import { buildTable } from './tableBuilder';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Built from the organisations' definition: the shared columns and every type's own (src/domain/areas/partners.ts). */
export const organizations = buildTable(organizationsDef);

/** A user's name as the console shows it. */
export const userName = () => sql<string>`${users.first_name} || ' ' || ${users.last_name}`;

export const users = pgTable(
  'users',
  {
    ...commonColumns(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    user_type: smallint('user_type').notNull(),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    profile_pic: text('profile_pic'),
    is_active: boolean('is_active').notNull().default(true),
    last_login_at: ts('last_login_at'),
    token_version: integer('token_version').notNull().default(0),
    /** Mail about enquiries (new ones for the organisation, assignments): at once, a daily digest, or none. */
    enquiry_mail: text('enquiry_mail').$type<EnquiryMailSetting>().notNull().default('immediately'),
    digest_sent_at: ts('digest_sent_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_org_idx').on(t.organization_id),
    // The title of the users resource, for the search across resources (GET /api/search).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** One row per sign-in; logout revokes it. The token carries its id (sid). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    ip: text('ip'),
    /** Moved on as the session is used (at most once a minute per process): the idle timeout counts from it. */
    last_seen_at: ts('last_seen_at').notNull().defaultNow(),
    user_agent: text('user_agent'),
    /** The language the session's sign-in asked for: the owner's language for security mails. */
    locale: text('locale'),
    /** When the owner last proved the password or a factor in this session (a fresh proof lasts 5 minutes). */
    proved_at: ts('proved_at'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    ...commonColumns(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation').notNull(),
    partner_type: text('partner_type').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    decided_at: ts('decided_at'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('access_requests_status_idx').on(t.status),
    // The title of the access requests, for the search across resources (GET /api/search).
    index('access_requests_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    ...commonColumns(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    expires_at: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verified_at: ts('verified_at'),
    reset_token_hash: text('reset_token_hash'),
    used_at: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.user_id), index('password_resets_token_idx').on(t.reset_token_hash)],
);

export const outbox = pgTable('outbox', {
  ...commonColumns(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sent_at: ts('sent_at'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    user_id: integer('user_id'),
    action: text('action').notNull(),
    resource: text('resource'),
    record_id: text('record_id'),
    changes: jsonb('changes'),
    ip: text('ip'),
    /** The request that made the change (one edit, one bulk edit, one delete): what an undo takes back as one. */
    change_set: text('change_set'),
    /** How many times it happened: the repeated refusals of requests nobody signed in to are one row (auditRefusal). */
    count: integer('count').notNull().default(1),
    /** On such a row, what it counts: the action, client address, user, reason and window. */
    repeat_key: text('repeat_key'),
  },
  (t) => [
    uniqueIndex('audit_log_repeat_key_idx').on(t.repeat_key),
    index('audit_log_change_set_idx').on(t.change_set),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.user_id),
    index('audit_log_resource_idx').on(t.resource, t.record_id),
    // The title of the audit log, for the search across resources (GET /api/search).
    index('audit_log_action_trgm_idx').using('gin', t.action.op('gin_trgm_ops')),
  ],
);

/** Inbound mail that matched no enquiry (or was refused): kept for an admin to look at, then release or delete. */
export const mailQuarantine = pgTable(
  'mail_quarantine',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    received_at: ts('received_at').notNull().defaultNow(),
    from_address: text('from_address'),
    to_address: text('to_address'),
    subject: text('subject'),
    message_id: text('message_id'),
    reason: text('reason').$type<QuarantineReason>().notNull(),
    /** What the sender wrote, quoted history folded (as an inbound entry's body); empty if it could not be read. */
    body: text('body').notNull().default(''),
    /** The message as received, parsed again when an admin threads it (the API never serves it). */
    raw: text('raw').notNull().default(''),
  },
  (t) => [index('mail_quarantine_received_idx').on(t.received_at)],
);

/** Failed attempts and other throttled events, kept in the database so every API process sees them. */
/**
 * One row per statement that wrote a table the public API serves (a trigger adds it, migration
 * 0029_content_changes.sql): the public answers' ETag is made of each table's count and last id here, so that an
 * unchanged answer is known without reading it. Rows older than a day are pruned but each table's last.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    table_name: text('table_name').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('content_changes_table_id_idx').on(t.table_name, t.id)],
);

export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at)],
);

/** Server settings that must survive restarts and be shared by processes (e.g. the generated JWT secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A user's second factors, one row each; `kind` says which (today 'totp'; passkeys come as another kind with
 * their own columns). A TOTP secret is stored encrypted (see auth/mfa/secretBox.ts); a factor counts only once
 * confirmed with a first code. `last_step` is the last TOTP time step accepted, so no code is accepted twice.
 */
export const userFactors = pgTable(
  'user_factors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label'),
    secret: text('secret'),
    last_step: bigint('last_step', { mode: 'number' }),
    /** A passkey's WebAuthn credential: its id (base64url), COSE public key (base64url), signature counter, transports. */
    credential_id: text('credential_id'),
    public_key: text('public_key'),
    sign_count: bigint('sign_count', { mode: 'number' }),
    transports: jsonb('transports').$type<string[]>(),
    confirmed_at: ts('confirmed_at'),
    last_used_at: ts('last_used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_factors_user_idx').on(t.user_id), uniqueIndex('user_factors_credential_idx').on(t.credential_id)],
);

/** A WebAuthn challenge handed to a browser: used once, valid a few minutes, bound to a user except for passwordless sign-in. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored as keyed hashes; shown once when issued. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/**
 * The second step of a sign-in: issued once the password is checked, used once (used_at), valid a few minutes,
 * and void once the user's token version moves on (a password change or reset in between).
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_version: integer('token_version').notNull(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.user_id)],
);

/**
 * A person's saved list views, kept across sign-outs and devices. An admin may share one with a role: every
 * user of that role sees it (read-only) in the list's Views menu.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<ViewState>().notNull(),
    shared_with: text('shared_with').$type<Role>(),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_name_idx').on(t.user_id, t.resource, t.name),
    index('saved_views_shared_idx').on(t.resource, t.shared_with),
  ],
);

/** Binary content as PostgreSQL bytea: a Buffer from pg, a Uint8Array from PGlite, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** An uploaded file (POST /api/uploads): its random name and size; the content is in stored_file_parts. */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  bytes: integer('bytes').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** A stored file's content in consecutive parts, so that it is written and served a part at a time. */
export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    name: text('name')
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.part] })],
);

/**
 * The provider account (issuer and `sub`) bound to a user at their first single sign-on: from then on only that
 * one signs them in, whatever email another account at a provider claims.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    sub: text('sub').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.sub] }), uniqueIndex('sso_identities_user_idx').on(t.user_id, t.issuer)],
);

/**
 * A published record's changes waiting beside its live version (at most one per record): an admin's draft, or a
 * partner's edit of its own published listing waiting for an admin's review (`in_review`), or sent back with a
 * note. `changes` holds each changed field's live value when the draft was made and the draft's value.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    record_id: integer('record_id').notNull(),
    status: text('status').$type<DraftStatus>().notNull(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    note: text('note'),
    /** The organisation owning the record: a partner sees its own organisation's drafts only. */
    organization_id: integer('organization_id'),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drafts_record_idx').on(t.resource, t.record_id),
    index('drafts_status_idx').on(t.status, t.updated_at),
  ],
);

/** When a record is to be published (its draft, if any, with it) or unpublished: run once by one API process. */
export const publicationSchedules = pgTable(
  'publication_schedules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    record_id: integer('record_id').notNull(),
    publish_at: ts('publish_at'),
    unpublish_at: ts('unpublish_at'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('publication_schedules_record_idx').on(t.resource, t.record_id),
    index('publication_schedules_publish_idx').on(t.publish_at),
    index('publication_schedules_unpublish_idx').on(t.unpublish_at),
  ],
);
