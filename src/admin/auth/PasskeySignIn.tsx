import { lazy, Suspense } from 'react';
import type { LoginResponse } from '../../domain/auth';
import { passkeysSupported } from './passkeyCeremony';

// The sign-in page's first download stays as small as it was: the button comes in its own chunk.
const PasskeyButton = lazy(() => import('./PasskeyButton').then((m) => ({ default: m.PasskeyButton })));

/** "Sign in with a passkey" under the password form: passwordless, shown only by browsers that support passkeys. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  if (!passkeysSupported()) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyButton onSignedIn={onSignedIn} />
    </Suspense>
  );
}
