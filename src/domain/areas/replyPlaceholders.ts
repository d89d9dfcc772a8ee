/**
 * Placeholders of saved replies, filled when a reply is previewed: `{{first_name}}` and `{{full_name}}` of the
 * enquirer, `{{course}}`, `{{cover}}` and `{{loan_product}}` (the names of what the enquiry asked about, empty if
 * none), `{{organization}}` and `{{signer}}` (the signed-in user's first and last name). Pure: the server fills
 * them for the preview, the console may show the list. An unknown placeholder is left as written and reported.
 */
const REPLY_PLACEHOLDERS = [
  'first_name',
  'full_name',
  'course',
  'cover',
  'loan_product',
  'organization',
  'signer',
] as const;
type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

/** What the placeholders are filled from. */
export interface ReplyContext {
  /** The enquirer's full name, as they wrote it. */
  fullName: string;
  course?: string | null;
  cover?: string | null;
  loanProduct?: string | null;
  organization?: string | null;
  signer: { firstName?: string | null; lastName?: string | null };
}

/** `{{ name }}`, spaces inside the braces allowed; a name is letters, digits and underscores. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The first word of a full name ("Anna Maria Schmidt" → "Anna"). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** Each placeholder's value in this context. */
function placeholderValues(context: ReplyContext): Record<ReplyPlaceholder, string> {
  const signer = [context.signer.firstName, context.signer.lastName].map((part) => part?.trim()).filter(Boolean);
  return {
    first_name: firstNameOf(context.fullName),
    full_name: context.fullName.trim(),
    course: context.course ?? '',
    cover: context.cover ?? '',
    loan_product: context.loanProduct ?? '',
    organization: context.organization ?? '',
    signer: signer.join(' '),
  };
}

const isPlaceholder = (name: string): name is ReplyPlaceholder =>
  (REPLY_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * The text with its placeholders filled; the unknown ones stay as written and are listed once each, in the order
 * they first appear.
 */
export function fillPlaceholders(text: string, context: ReplyContext): { body: string; unknown: string[] } {
  const values = placeholderValues(context);
  const unknown: string[] = [];
  const body = text.replace(PLACEHOLDER, (written, name: string) => {
    const key = name.toLowerCase();
    if (isPlaceholder(key)) return values[key];
    if (!unknown.includes(name)) unknown.push(name);
    return written;
  });
  return { body, unknown };
}
