import type { RelativeDay } from './relativeDate';
import type { TranslationLocale } from './locales';
import type { PickerKind } from './pickers';
import type { Action } from './action';
import type { IconName } from './icons';
import type { OrgType, Role } from './roles';

/**
 * A resource is declared once, here in the domain: the API's CRUD routes, the database table, the zod schema,
 * the OpenAPI description and the react-admin screens are all derived from its definition.
 */
type FieldKind =
  | 'text' // one line
  | 'textarea' // several lines of plain text
  | 'richtext' // sanitised HTML
  | 'email'
  | 'url'
  | 'slug' // [a-z0-9-]
  | 'key' // [a-z0-9_]
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'textList'
  | 'referenceList'
  | 'file'
  | 'json'; // structured data, shown read-only

export interface FieldDef {
  kind: FieldKind;
  required?: boolean;
  /** Lower/upper bound: the value for numbers, the length for text. */
  min?: number;
  max?: number;
  /**
   * Allowed values of an enum, or the known values of a text list (each has a message under
   * vp.choices.<choicesKey>.<value>, the label they are shown by).
   */
  choices?: readonly string[];
  /** For a text list: its choices are the only values it takes (otherwise they are suggestions). */
  onlyChoices?: true;
  /** Message namespace of the choices; defaults to the field name. */
  choicesKey?: string;
  /**
   * An enum picked from a list with a preview (`icon`: the icon's picture; `currency`: its name and symbol in the
   * UI language), whose labels come from the picker rather than from messages.
   */
  picker?: PickerKind;
  /** For an enum that is a workflow: the values each value may move to (staying put is always allowed). */
  transitions?: Readonly<Record<string, readonly string[]>>;
  /** An enum whose values are the integers written in `choices` (e.g. user_type). */
  numeric?: boolean;
  /** Decimal places of a decimal (default 2). */
  scale?: number;
  /** An amount of money in this currency: an ISO 4217 code ('EUR'), or the name of the field holding the code. */
  currency?: string;
  /** A text holding an ISO 3166-1 alpha-2 country code, shown by the country's name in the UI language. */
  country?: true;
  /** Set by the server from the definition's `derive`, or by the system: shown, never an input. */
  derived?: boolean;
  /**
   * A key the server makes when the record is created (32 random bytes, base64url, after the prefix), such as a
   * webhook's signing secret: derived, kept by every edit, shown on the record's page, never exported.
   */
  secret?: { prefix: string };
  /** Target resource name of a reference / referenceList. */
  reference?: string;
  /**
   * For a reference: records matching this filter (field → value) are always a valid choice (e.g. an enquiry's
   * assignee: an active admin). Pickers may offer them; generated samples link to such a record.
   */
  referenceFilter?: Readonly<Record<string, string | number | boolean>>;
  /**
   * For a reference a partner may set though it may not list the target (an enquiry's assignee, one of its
   * colleagues): the partner's form still has the input, whose choices come from the record's own route.
   */
  partnerChoices?: true;
  unique?: boolean;
  /** For a reference: deleting the target deletes this record with it (a webhook's delivery log), not refused. */
  cascade?: true;
  /** Shown as a list column unless the user hides it. */
  list?: boolean;
  /** Filterable: equality (an array means any of), and _gte/_lte on numbers and dates. */
  filter?: boolean;
  sort?: boolean;
  /** Part of the `q` full-text search. */
  search?: boolean;
  /** A partner may never change it (it keeps its stored value on a partner's write). */
  adminOnly?: boolean;
  /**
   * Edited in place in list cells. Default: flags, numbers and enums are, other kinds are not (see
   * src/domain/editable.ts); short texts and references opt in, a field whose change needs its form opts out.
   */
  gridEditable?: boolean;
  /** Offered by the lists' "Bulk edit" (one value on the selected rows). Default: flags and enums. */
  bulkEditable?: boolean;
  /** Default value for new records. */
  default?: string | number | boolean | null;
  /** Placed on this tab of a tabbed form (tabs appear in first-use order). */
  tab?: string;
  /** For files: allowed MIME types and the size limit in bytes. */
  accept?: readonly string[];
  maxBytes?: number;
  /** Other column headers an imported file may name the field by (a dataset's own name for it). */
  aliases?: readonly string[];
  /** A value that satisfies the field's rules, for generated contract tests and examples. */
  example?: string | number | boolean;
  /**
   * Written for the public, so held in every language: the definition wraps its fields in withTranslations
   * (src/domain/translations.ts), which adds the translations and their statuses.
   */
  translatable?: boolean;
  /** A translation of another field of the record, into another language (made by withTranslations). */
  translationOf?: { field: string; locale: TranslationLocale };
  /**
   * The server's record of one translation (made by withTranslations): its status (`answer_de_status`) or the
   * English text it was last current with (`answer_de_source`).
   */
  translationStateOf?: { field: string; locale: TranslationLocale; role: 'status' | 'source' };
}

export type Fields = Record<string, FieldDef>;

/** A cross-field rule: returns the offending field and its message key, or null. */
export type CrossFieldRule = (record: Record<string, unknown>) => { field: string; message: string } | null;

export type PartnerRole = Exclude<Role, 'admin'>;

export interface ResourceDef<F extends Fields = Fields> {
  /** API and react-admin resource name, e.g. 'country-visas'. */
  name: string;
  /** Database table. */
  table: string;
  /** '/api/visa' for the visa area, otherwise '/api'. */
  base: '/api' | '/api/visa';
  fields: F;
  /** The field that names a record (react-admin's recordRepresentation). */
  title: keyof F & string;
  defaultSort: [(keyof F & string) | 'id' | 'created_at' | 'updated_at', 'ASC' | 'DESC'];
  rules?: CrossFieldRule[];
  /** Composite unique keys (409 on a duplicate, reported on the first field). */
  uniqueTogether?: (keyof F & string)[][];
  /**
   * Partner scoping: rows belong to the organisation in `column`; a partner sees and writes only its own.
   * `orgTypes` are the organisation types the column may point at. With `sharedWhenEmpty`, a row whose column is
   * empty is a global one: every partner granted the resource reads it (list, show, export), only admins write it.
   */
  owner?: { column: (keyof F & string) | 'id'; orgTypes: readonly OrgType[]; sharedWhenEmpty?: boolean };
  /** Lists show when each record was created (a column and a date-range filter): inboxes such as enquiries. */
  listCreatedAt?: boolean;
  /**
   * Files a record's own routes take beyond its columns (an enquiry's reply attachments), by slot name: uploaded
   * like its file fields (POST /api/uploads?resource=<name>&field=<slot>&id=<record>) by whoever may edit that
   * record, partners included.
   */
  attachments?: Readonly<Record<string, FieldDef>>;
  /**
   * Records that come in from outside (enquiries): on the page of the record they belong to, they are listed
   * to be opened, never created or deleted there.
   */
  incoming?: boolean;
  /** Extra (composite) indexes, e.g. for the default sort of a large table: [['created_at', 'id']]. */
  indexes?: string[][];
  /**
   * The `q` search is served by a trigram index per search field (pg_trgm), so that a search term of three
   * characters or more finds its rows without reading the table: for tables that grow large.
   */
  searchIndexed?: boolean;
  /** When set, the only fields a partner's update may change (the others keep their stored values). */
  partnerWritable?: readonly string[];
  /**
   * When the owner's type depends on another field (an enquiry's kind): the organisation type each value needs,
   * null for none (the owner must then be empty).
   */
  ownerTypeBy?: { field: keyof F & string; types: Readonly<Record<string, OrgType | null>> };
  /** Values a partner's writes always carry (e.g. an insurer's FAQs are always of scope insurance). */
  partnerFixed?: Partial<Record<PartnerRole, Record<string, string | number | boolean>>>;
  /** Values computed from the validated input (e.g. the parts of a location string), for the `derived` fields. */
  derive?: (record: Record<string, unknown>) => Record<string, unknown>;
  /**
   * An import's value adapter: a row's values as read from a file (enum values and references already resolved
   * where they could be) in, the values to validate out, or null to skip the row (e.g. a dataset's own-country
   * pairs). For datasets whose values are not the fields' own (the visa matrix's `90` days, `e-visa`).
   */
  importRow?: (row: Record<string, unknown>) => Record<string, unknown> | null;
  /** Fixed filter a resource applies to its table (e.g. organisations of one type). */
  scope?: Record<string, string>;
  /** What each partner role may do (admins may do everything). */
  partner?: Partial<Record<PartnerRole, readonly Action[]>>;
  /** No create/edit/delete through the API (e.g. the audit log). */
  readOnly?: boolean;
  /** The table is declared by hand in the server's schema (it has no common columns); not built from fields. */
  external?: boolean;
  /** Material icon of the screens (one of the names the SPA's icon map holds). */
  icon?: IconName;
  /** Message key of the "About the data" line shown with lists of public data (its licence asks for it). */
  attribution?: string;
  /**
   * What a list shows of a record as a card on a phone, under its title: the `secondary` fields on one line, the
   * `tertiary` one beside the title. Default: the first list columns.
   */
  card?: { secondary?: readonly (keyof F & string)[]; tertiary?: (keyof F & string) | 'created_at' };
  /**
   * An enum (a workflow's status) whose values are the list's tabs, each with its live count under the other
   * filters, and a first tab for all values.
   */
  statusTabs?: keyof F & string;
  /**
   * Facts the public relies on, with their proof (src/domain/proof.ts): the fields whose change re-stamps when the
   * record changed and was verified, and the days after a verification it is due for review (default 90). The
   * definition spreads PROOF_FIELDS into its fields.
   */
  proof?: { facts: readonly (keyof F & string)[]; reviewDays?: number };
  /** The saved views each role finds on the list before saving its own. */
  views?: readonly ListViewDef<keyof F & string>[];
  /**
   * Read by the website through the public API (src/domain/publicApi.ts): the fields it may read, each translated
   * one in the reader's language where that is published. Only published records (and those of published
   * organisations) are ever served.
   */
  public?: { fields: readonly (keyof F & string)[] };
}

/** A list view a role starts with: a name (message `vp.views.<key>`), filter, sort and optionally its columns. */
export interface ListViewDef<K extends string = string> {
  key: string;
  /** Who gets it (default: the admin). */
  roles?: readonly Role[];
  /** A `<field>_gte`/`_lte` bound of a date field may be relative to today (src/domain/relativeDate.ts). */
  filter: Readonly<Record<string, string | number | boolean | readonly string[] | RelativeDay>>;
  /** Only records created since the start of the current day, week (Monday) or month. */
  createdSince?: 'day' | 'week' | 'month';
  /** Only records whose point in time in this field has passed (waiting since, respond by): empty ones never. */
  passed?: K;
  sort?: readonly [K | 'id' | 'created_at' | 'updated_at', 'ASC' | 'DESC'];
  /** The columns shown, in this order (default: the list's default columns). */
  columns?: readonly (K | 'created_at')[];
}

/**
 * Checks a definition against its own field names and keeps its name and its fields' literal types:
 * src/domain/resources.ts derives the resource names from them and checks every reference against those names,
 * and src/domain/record.ts the type of its records. The registry takes it as a plain ResourceDef.
 */
export const defineResource = <const N extends string, const F extends Fields>(
  def: ResourceDef<F> & { name: N },
): ResourceDef<F> & { name: N } => def;

/** The resources the fields of a definition refer to by a literal name (a name only known as a string is left out). */
export type ReferencesOf<D> = D extends { fields: infer F }
  ? {
      [K in keyof F]: F[K] extends { reference?: infer R }
        ? R extends string
          ? string extends R
            ? never
            : R
          : never
        : never;
    }[keyof F]
  : never;

/** Fields a client may send: everything but the derived ones. */
export const inputFields = (def: ResourceDef) => Object.entries(def.fields).filter(([, f]) => !f.derived);

/** A field a partner may not change: the API keeps its stored value (or the default) on a partner's write. */
export const lockedForPartner = (def: ResourceDef, name: string): boolean => {
  const field = def.fields[name];
  // A translation is as open to a partner as the text it translates.
  if (field?.translationOf) return lockedForPartner(def, field.translationOf.field);
  return !!field?.adminOnly || (!!def.partnerWritable && !def.partnerWritable.includes(name));
};

/** The attachment slot `name` of a resource (its `attachments`), if it has one by that name. */
export const attachmentSlot = (def: ResourceDef, name: string): FieldDef | undefined =>
  def.attachments && Object.hasOwn(def.attachments, name) ? def.attachments[name] : undefined;

/** The value a locked field takes on a partner's create. */
export const partnerDefault = (field: FieldDef) => field.default ?? (field.kind === 'boolean' ? false : null);

/** A sub-record's link to the organisation that owns it (partners never see or change it: it is always theirs). */
export const ownerReference = <R extends string>(reference: R) =>
  ({ kind: 'reference', reference, required: true, list: true, filter: true, sort: true, adminOnly: true }) as const;

/** Ownership through `organization_id`, by an organisation of one of these types. */
export const ownedBy = (...orgTypes: OrgType[]) => ({ column: 'organization_id' as const, orgTypes });

/** The actions of a partner that runs a part of its own listing. */
export const OWN_RECORDS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;

export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at', 'version', 'created_by', 'updated_by'] as const;

/** Long texts (a message, an article, JSON): read on a record's own page, never as a list column. */
export const isLongText = (field: FieldDef) =>
  field.kind === 'richtext' || field.kind === 'textarea' || field.kind === 'json';

/**
 * The list's `view=summary`: the columns a list screen can show (every field but the long texts), so a page
 * of records with long messages does not carry them; the record's own page reads them.
 */
export const SUMMARY_VIEW = 'summary';
/** The list answer's header that marks its Content-Range total as the database's estimate. */
export const ESTIMATED_TOTAL_HEADER = 'X-Total-Estimated';
export const summaryFieldNames = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, f]) => !isLongText(f))
    .map(([name]) => name);
