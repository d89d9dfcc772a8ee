import { AUTH_V } from '@/domain/auth';
import list from './passwords.json' with { type: 'json' };

/*
 * passwords.json was made from the source list with:
 *   const core = (p) => p.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
 *   entries = sorted unique of: lower(e) for entries of 12+ characters, core(e) for cores of 4+ characters.
 */
const LISTED = new Set(list.passwords.split('\n'));

/** The letters part of a password: lower-cased, digits and symbols stripped from both ends. */
const core = (password: string) => password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** Whom a password belongs to: its words must not make it up. */
export interface PasswordContext {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

const PRODUCT_WORDS = ['visapath'];
const MIN_CONTEXT_WORD = 4;

/** The words of the product and of the user that a password must not contain (4+ letters each). */
function contextWords(context: PasswordContext): string[] {
  const local = (context.email ?? '').split('@')[0].toLowerCase();
  const names = [context.first_name, context.last_name].map((n) => (n ?? '').toLowerCase());
  const parts = [local, ...local.split(/[^\p{L}\p{N}]+/u), ...names, ...names.flatMap((n) => n.split(/[^\p{L}]+/u))];
  return [...PRODUCT_WORDS, ...parts].filter((w) => w.length >= MIN_CONTEXT_WORD).sort((a, b) => b.length - a.length);
}

/** Whether a password is a listed one, or a listed word padded with digits and symbols. */
const listed = (password: string) => LISTED.has(password.toLowerCase()) || LISTED.has(core(password));

/**
 * Why a new password is refused beyond its length, as a message key, or null: it is (or pads with digits and
 * symbols) a common or breached password; or, once the product's name and the user's own names and email words
 * are taken out, what is left is too little (under 4 letters) or again a common password ("Visapath2024!",
 * "John-Smith-1990", "visapath-admin"). Words of the user mixed with enough of their own pass.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (listed(password)) return AUTH_V.passwordBreached;
  const words = contextWords(context);
  const lower = password.toLowerCase();
  if (!words.some((word) => lower.includes(word))) return null;
  const rest = words.reduce((text, word) => text.split(word).join(' '), lower);
  const letters = rest.replace(/[^\p{L}]+/gu, '');
  return letters.length < MIN_CONTEXT_WORD || listed(rest.trim()) ? AUTH_V.passwordContext : null;
}
