import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblem } from '@/server/features/auth/breached';
import { TestApi } from '../support/api';
import { createUser, freshAddress, latestCode, login } from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const BREACHED = {
  en: 'This password is on a list of common or breached passwords. Choose another.',
  de: 'Dieses Passwort steht auf einer Liste häufiger oder geleakter Passwörter. Wählen Sie ein anderes.',
  fr: 'Ce mot de passe figure sur une liste de mots de passe courants ou divulgués. Choisissez-en un autre.',
};
const CONTEXT = {
  en: 'This password contains the product name or your own name or email. Choose another.',
  de: 'Dieses Passwort enthält den Produktnamen oder Ihren Namen oder Ihre E-Mail-Adresse. Wählen Sie ein anderes.',
  fr: 'Ce mot de passe contient le nom du produit, votre nom ou votre e-mail. Choisissez-en un autre.',
};

async function changePassword(newPassword: string, locale: string, values = {}) {
  const { user, password } = await createUser(api, values);
  const token = (await login(api, user.email, password)).body.accessToken as string;
  return api.call('POST', '/api/me/password', {
    token,
    body: { currentPassword: password, newPassword },
    headers: { 'accept-language': locale },
  });
}

describe('new passwords against common, breached and personal ones', () => {
  it.each(['en', 'de', 'fr'] as const)(
    'refuses a listed password on change, next to the field (%s)',
    async (locale) => {
      for (const weak of ['qwerty123456', 'Password2024!', 'dragon12345678']) {
        const reply = await changePassword(weak, locale);
        expect(reply.status).toBe(400);
        expect(reply.body.errors).toEqual({ newPassword: BREACHED[locale] });
      }
    },
  );

  it.each(['en', 'de', 'fr'] as const)(
    "refuses the product name and the user's own name or email words (%s)",
    async (locale) => {
      for (const personal of ['Visapath2024!!!', 'Marguerite-1987!', 'okonkwo.marguerite99', 'VISAPATH-admin-1']) {
        const context = {
          first_name: 'Marguerite',
          last_name: 'Okonkwo',
          email: `marguerite.okonkwo.${locale}${personal.length}${Date.now()}@example.test`,
        };
        const reply = await changePassword(personal, locale, context);
        expect(reply.status, personal).toBe(400);
        expect(reply.body.errors).toEqual({ newPassword: CONTEXT[locale] });
      }
    },
  );

  it('accepts a long password that merely contains a common word', async () => {
    expect((await changePassword('Amber-kettle-Sunday-orbit', 'en')).status).toBe(200);
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('Marguerite with her own long sentence', { first_name: 'Marguerite' })).toBeNull();
  });

  it("checks the password set through a reset code, with the account's own words", async () => {
    const { user } = await createUser(api, { first_name: 'Bartholomew' });
    const headers = { 'x-forwarded-for': freshAddress(), 'accept-language': 'de' };
    await api.call('POST', '/api/resetPassword-sent-otp', { body: { email: user.email }, headers });
    const verified = await api.call('POST', '/api/resetPassword-verify-otp', {
      body: { email: user.email, otp: await latestCode(api, user.email) },
      headers,
    });
    const breached = await api.call('POST', '/api/resetPassword', {
      body: { resetToken: verified.body.resetToken, password: '1q2w3e4r5t6y' },
      headers,
    });
    expect(breached.status).toBe(400);
    expect(breached.body.errors).toEqual({ password: BREACHED.de });
    const personal = await api.call('POST', '/api/resetPassword', {
      body: { resetToken: verified.body.resetToken, password: 'Bartholomew#2025' },
      headers,
    });
    expect(personal.body.errors).toEqual({ password: CONTEXT.de });
    // The token was not spent by the refusals.
    expect(
      (
        await api.call('POST', '/api/resetPassword', {
          body: { resetToken: verified.body.resetToken, password: 'Granite-lantern-47' },
          headers,
        })
      ).status,
    ).toBe(200);
  });
});
