import { expect } from 'vitest';
import type { TestApi } from './api';
import { createUser, freshAddress, login } from './auth';
import { totpCode } from './totp';

export { totpCode };

export const mfaStep = (api: TestApi, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/login/mfa', { body, headers: { 'x-forwarded-for': freshAddress(), ...headers } });

/** A fresh proof of the password in the session of `token`, as adding the first factor needs. */
export async function reauthenticate(api: TestApi, token: string, password: string) {
  const reply = await api.call('POST', '/api/me/reauthenticate', { token, body: { password } });
  expect(reply.status, reply.text).toBe(200);
}

/** A new user (admin unless told otherwise) with a confirmed authenticator; its secret, recovery codes, password. */
export async function enrolledUser(api: TestApi, values: Parameters<typeof createUser>[1] = {}) {
  const { user, password } = await createUser(api, values);
  const first = await login(api, user.email, password);
  expect(first.status).toBe(200);
  const token = first.body.accessToken as string;
  await reauthenticate(api, token, password);
  const started = await api.call('POST', '/api/me/factors/totp', { token });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await api.call('POST', '/api/me/factors/totp/confirm', { token, body: { code: totpCode(secret) } });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { user, password, token, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** The password step of an account with a second factor: its mfaToken. */
export async function passwordStep(api: TestApi, email: string, password: string): Promise<string> {
  const reply = await login(api, email, password);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.mfaRequired).toBe(true);
  return reply.body.mfaToken as string;
}
