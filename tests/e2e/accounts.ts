import { expect } from 'vitest';
import { TIMEOUT, type e2eSuite } from './suite';

type Suite = ReturnType<typeof e2eSuite>;

interface Mail {
  to_address: string;
  subject: string;
  body: string;
}

/** The set-password code mailed to `email` (the dev outbox), and the console path the mail points to. */
export async function mailedCode(suite: Suite, email: string): Promise<{ code: string; path: string }> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await suite.api<Mail[]>('/api/dev/outbox')).find((m) => m.to_address === email);
        return mail?.subject;
      },
      { timeout: TIMEOUT },
    )
    .toBe('Your Visapath account: set your password');
  const code = /Your code is (\d{6})\./.exec(mail!.body)?.[1];
  const path = /open (\/auth\/verify\?email=\S+) on the console/.exec(mail!.body)?.[1];
  expect(code, mail!.body).toBeTruthy();
  expect(path, mail!.body).toBe(`/auth/verify?email=${encodeURIComponent(email)}`);
  return { code: code!, path: path! };
}

/** A user the admin creates, with a password set through the mailed code (through the API). */
export async function createAccount(suite: Suite, user: Record<string, unknown> & { email: string }, password: string) {
  const created = await suite.api<{ id: number }>('/api/users', {
    method: 'POST',
    body: { first_name: 'Test', is_active: true, ...user },
  });
  const { code } = await mailedCode(suite, user.email);
  const { resetToken } = await suite.api<{ resetToken: string }>('/api/resetPassword-verify-otp', {
    method: 'POST',
    token: null,
    body: { email: user.email, otp: code },
  });
  await suite.api('/api/resetPassword', { method: 'POST', token: null, body: { resetToken, password } });
  return created;
}
