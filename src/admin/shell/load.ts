import { lazy } from 'react';
import { PREFETCH_MARK } from './prefetchMark';

const loadShell = () => import('./Shell');

/** The console behind sign-in, as a chunk of its own: the sign-in page loads without it. */
export const Shell = lazy(loadShell);

let started = false;

/**
 * Fetches the shell's chunks while the visitor types their credentials, once the sign-in page has loaded and the
 * browser is idle, so signing in does not wait for them. Once per page load.
 */
export function prefetchShellWhenIdle(): () => void {
  if (started) return () => undefined;
  let cancelled = false;
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 500);
  const start = () =>
    idle(() => {
      if (cancelled || started) return;
      started = true;
      performance.mark(PREFETCH_MARK);
      void loadShell().catch(() => undefined);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}
