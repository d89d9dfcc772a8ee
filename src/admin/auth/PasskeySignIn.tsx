import type { LoginResponse } from '@/domain/auth';
import { PasskeyButton } from './PasskeyButton';
import { passkeysSupported } from './passkeyCeremony';

// The button is part of the sign-in page (about 1 KB): as a lazy chunk of its own it shared MUI's chunk of the
// console (51 KB), which the page then fetched at once. The WebAuthn client loads when the button is pressed.

/** "Sign in with a passkey" under the password form: passwordless, shown only by browsers that support passkeys. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  if (!passkeysSupported()) return null;
  return <PasskeyButton onSignedIn={onSignedIn} />;
}
