import type { Config } from '@/server/infrastructure/config';

/**
 * The configurations whose OpenAPI documents differ: outside production (the development outbox), in production,
 * and with single sign-on only (its issuer is never contacted by these tests).
 */
export const OPENAPI_CONFIGURATIONS: Record<string, Pick<Config, 'production' | 'sso'>> = {
  'outside production': { production: false, sso: undefined },
  'in production': { production: true, sso: undefined },
  'with single sign-on only': {
    production: false,
    sso: {
      methods: ['oidc'],
      oidc: {
        issuer: new URL('http://127.0.0.1:9/'),
        clientId: 'visapath',
        clientSecret: 'secret',
        redirectUri: undefined,
        allowedDomains: [],
      },
    },
  },
};
