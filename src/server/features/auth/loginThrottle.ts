import {
  KNOWN_DEVICE_MAX_FAILURES,
  KNOWN_DEVICE_MAX_FAILURES_DAY,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_DAY,
  LOGIN_WINDOW_MINUTES,
} from '@/domain/auth';
import type { Ctx, Deps } from '@/server/infrastructure/context';
import type { Limit } from '@/server/infrastructure/throttle';
import type { KnownDevices } from './knownDevices';

const perWindow = (max: number): Limit => ({ minutes: LOGIN_WINDOW_MINUTES, max });
const perDay = (max: number): Limit => ({ minutes: 24 * 60, max });

/** Admitted: the claims to withdraw if the password proves right. Refused: when to try again. */
export type LoginAdmission = { claims: number[] } | { retryAfterSeconds: number };

/**
 * Counts a password sign-in attempt before its password is checked. A known device of the account (see
 * knownDevices) spends only its own allowance, so that no one else's failures, against the account or from
 * its address (an office behind one NAT), can shut it out. Any other attempt spends three: per account and
 * client address, per account (a higher ceiling, and a daily one, against guessing from many addresses) and per
 * client address (LOGIN_MAX_FAILURES_PER_ADDRESS). A known device past its own allowance counts as unknown.
 */
export function loginThrottle(deps: Deps, devices: KnownDevices) {
  const { throttle, config } = deps;
  return async function admit(c: Ctx, email: string): Promise<LoginAdmission> {
    const ip = c.get('ip');
    const device = devices.read(c, email);
    if (device) {
      const claim = await throttle.claim(`login-device:${device}`, [
        perWindow(KNOWN_DEVICE_MAX_FAILURES),
        perDay(KNOWN_DEVICE_MAX_FAILURES_DAY),
      ]);
      if (claim !== null) return { claims: [claim] };
    }
    const counters: [string, Limit[]][] = [
      [`login:${email}@${ip}`, [perWindow(LOGIN_MAX_FAILURES)]],
      [`login:${email}`, [perWindow(LOGIN_MAX_FAILURES_PER_ACCOUNT), perDay(LOGIN_MAX_FAILURES_PER_ACCOUNT_DAY)]],
      [`login-ip:${ip}`, [perWindow(config.loginMaxFailuresPerAddress)]],
    ];
    const claims: number[] = [];
    for (const [key, limits] of counters) {
      const claim = await throttle.claim(key, limits);
      if (claim === null) {
        await throttle.withdraw(...claims);
        return { retryAfterSeconds: await throttle.retryAfter(key, limits) };
      }
      claims.push(claim);
    }
    return { claims };
  };
}
