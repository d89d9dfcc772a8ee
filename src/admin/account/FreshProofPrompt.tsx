import { useEffect, useState } from 'react';
import type { ProofMethod, SecondFactorProof } from '@/domain/auth';
import { registerProver } from '@/admin/providers/freshProof';
import { apiPost } from '@/admin/providers/http';
import { PasswordProofDialog } from './PasswordProofDialog';
import { ProofDialog } from './ProofDialog';

interface Asking {
  methods: ProofMethod[];
  settle: (proved: boolean) => void;
}

/**
 * The shell's answer to a change the API refuses without a fresh proof: asks for the password, or for a factor
 * when the account has one, proves it for the session, and lets the refused request go again (providers/http.ts).
 */
export function FreshProofPrompt() {
  const [asking, setAsking] = useState<Asking | null>(null);
  useEffect(
    () =>
      registerProver(
        (methods) =>
          new Promise<boolean>((resolve) =>
            setAsking({
              methods,
              settle: (proved) => {
                setAsking(null);
                resolve(proved);
              },
            }),
          ),
      ),
    [],
  );
  if (!asking) return null;
  const cancel = () => asking.settle(false);
  if (asking.methods.includes('password')) {
    return <PasswordProofDialog onProved={async () => asking.settle(true)} onClose={cancel} />;
  }
  const prove = async (proof: SecondFactorProof) => {
    await apiPost('/api/me/reauthenticate', proof);
    asking.settle(true);
  };
  return (
    <ProofDialog
      title="vp.security.proof_title"
      text="vp.security.proof_factor_text"
      confirm="vp.security.proof_confirm"
      passkey={asking.methods.includes('passkey')}
      onProof={prove}
      onClose={cancel}
    />
  );
}
