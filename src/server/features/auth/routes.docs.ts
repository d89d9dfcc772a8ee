// The MFA and OIDC route descriptions still import these from here; once those routes are declared once too,
// they import @/server/auth/answers and this file goes.
export { loginResponseSchema, mfaChallengeSchema, statusSchema } from './answers';
