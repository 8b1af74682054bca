import { useRef, useState } from "react";
import { codeProblem } from "~/components/one-time-code-field";
import { codeErrorMessage } from "~/lib/auth/security-messages";
import { useSecurityApi } from "~/lib/auth/use-security-api";

/**
 * A code typed from an authenticator app, checked against one of the account's factors: the field's
 * state, and what happens when the code cannot be right or is refused (the reason on the field, a
 * refused code cleared, focus back on it). Spread `field` on a OneTimeCodeField.
 */
export function useFactorCode() {
  const mfa = useSecurityApi();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);

  const showError = (message: string, { clear }: { clear: boolean }) => {
    setError(message);
    if (clear) setCode("");
    ref.current?.focus();
    return false as const;
  };

  return {
    field: {
      ref,
      value: code,
      error,
      onChange(next: string) {
        setCode(next);
        setError(null);
      },
    },
    /**
     * True once GoTrue accepted the code (the session is aal2 now); false when the field says why
     * not. A network failure throws, for the caller to word.
     */
    async verify(factorId: string): Promise<boolean> {
      const problem = codeProblem(code);
      if (problem) return showError(problem, { clear: false });
      const { error: refused } = await mfa.verifyFactor(factorId, code);
      return refused ? showError(codeErrorMessage(refused), { clear: true }) : true;
    },
    /** Shows a reason of the caller's on the field (keeping what was typed). */
    refuse: (message: string) => showError(message, { clear: false }),
    focus: () => ref.current?.focus(),
    reset() {
      setCode("");
      setError(null);
    },
  };
}
