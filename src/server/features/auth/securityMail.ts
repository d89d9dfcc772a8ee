import type { FactorKind } from '@/domain/auth';
import { translateKey, type Locale } from '@/domain/messages';
import { ownerLocale } from '@/server/infrastructure/userLocale';
import type { Deps } from '@/server/infrastructure/context';
import type { Device } from './device';

/** A change to how an account signs in (or who is signed in), which its owner is told of by mail. */
export type SecurityEvent =
  | { kind: 'factor_added' | 'factor_removed'; factor: FactorKind }
  | { kind: 'password_changed' | 'sessions_ended' | 'mfa_reset' }
  | { kind: 'new_device'; device: Device; ip: string }
  /** Sent to the address the account had: the new one is named. */
  | { kind: 'email_changed'; email: string };

function deviceText(device: Device, locale: Locale): string {
  if (!device.browser && !device.os) return translateKey('vp.mail.device_unknown', locale);
  if (!device.browser || !device.os) return (device.browser ?? device.os)!;
  return translateKey('vp.mail.device', locale, { browser: device.browser, os: device.os });
}

function params(event: SecurityEvent, locale: Locale): Record<string, string> {
  switch (event.kind) {
    case 'factor_added':
    case 'factor_removed':
      return { factor: translateKey(`vp.mail.factor_${event.factor}`, locale) };
    case 'new_device':
      return { device: deviceText(event.device, locale), ip: event.ip };
    case 'email_changed':
      return { email: event.email };
    default:
      return {};
  }
}

/**
 * Tells the owner of an account of a security change, in their language (`locale`, when the caller knows it
 * already). Queued, never waited for; a failure is logged: the change itself stands.
 */
export async function mailOwner(
  deps: Deps,
  owner: { id: number; email: string },
  event: SecurityEvent,
  locale?: Locale,
): Promise<void> {
  const language = locale ?? (await ownerLocale(deps.database.db, owner.id));
  await deps.mailer
    .queue({
      to: owner.email,
      subject: translateKey(`vp.mail.${event.kind}_subject`, language),
      body: translateKey(`vp.mail.${event.kind}_body`, language, params(event, language)),
    })
    .catch((error: unknown) => console.error(`${event.kind} mail failed`, error));
}
