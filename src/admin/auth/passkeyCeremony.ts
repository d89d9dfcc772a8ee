import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyAssertion } from '@/domain/auth';
import { apiPost } from '@/admin/providers/http';

/** Whether this browser can use passkeys at all: without WebAuthn no passkey button is shown. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

// The WebAuthn helper loads when a passkey is used, not with the sign-in page.
const webauthn = () => import('@simplewebauthn/browser');

/** The person closed the browser's passkey prompt, or it timed out: no error to report beyond that. */
export class PasskeyCancelled extends Error {
  constructor() {
    super('vp.mfa.passkey_cancelled');
  }
}

const cancelled = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' ||
    error.name === 'AbortError' ||
    (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (cancelled(error)) throw new PasskeyCancelled();
    throw new Error('vp.mfa.passkey_failed', { cause: error });
  }
}

/** Asks the server for a challenge at `optionsUrl`, lets the browser's passkey sign it, and returns the assertion. */
export async function assertWithPasskey(optionsUrl: string, body: unknown = {}) {
  const optionsJSON = await apiPost<PublicKeyCredentialRequestOptionsJSON>(optionsUrl, body);
  const { startAuthentication } = await webauthn();
  const assertion = await ceremony(() => startAuthentication({ optionsJSON }));
  // The extensions' outputs are not used: the proof goes without them.
  return { ...assertion, clientExtensionResults: {} } satisfies PasskeyAssertion;
}

/** Makes a new passkey in the browser for the options the server sent. */
export async function makePasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await webauthn();
  return ceremony(() => startRegistration({ optionsJSON }));
}
