import { HttpError } from 'react-admin';
import type { ProofMethod } from '@/domain/auth';
import { FRESH_PROOF_REQUIRED } from '@/domain/freshProof';

/** Asks the user to prove it is them; true once proved (POST /api/me/reauthenticate), false if they cancel. */
export type Prover = (methods: ProofMethod[]) => Promise<boolean>;

let prover: Prover | null = null;

/** Installs what asks for the proof (the shell's dialog); answers its removal. */
export function registerProver(next: Prover): () => void {
  prover = next;
  return () => {
    if (prover === next) prover = null;
  };
}

/** The proofs the API takes, when `error` is its refusal of a change made without a fresh proof. */
export function freshProofMethods(error: unknown): ProofMethod[] | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { error?: string; methods?: ProofMethod[] } | null;
  return body?.error === FRESH_PROOF_REQUIRED ? (body.methods ?? []) : null;
}

/** Whether the user proved it is them, so that the refused request can be sent again. */
export const askForProof = (methods: ProofMethod[]): Promise<boolean> =>
  prover ? prover(methods) : Promise.resolve(false);
