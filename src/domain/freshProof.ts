/** A proof made within this long before is fresh enough for a security change (adding a factor first of all). */
export const FRESH_PROOF_MINUTES = 5;
/** The `error` of the 403 a security change answers without a fresh proof; the console then asks for one. */
export const FRESH_PROOF_REQUIRED = 'fresh_proof_required';
