import type { Deps } from '@/server/infrastructure/context';
import { createSingleUseTokens } from '@/server/infrastructure/singleUseTokens';

/** How long the SPA has to exchange the code the callback hands it. */
const HANDOFF_LIFETIME_MS = 120_000;
/** Whether the provider's sign-in included a second factor (its `amr`): without, the local second step may follow. */
const HANDOFF_OUTCOMES = ['multi_factor', 'single_factor'] as const;

/** The one-time code from the single sign-on callback to the SPA, labelled with the provider's outcome. */
export const createHandoffs = (deps: Deps) =>
  createSingleUseTokens(deps, 'oidc-handoff', HANDOFF_LIFETIME_MS, HANDOFF_OUTCOMES);
