import { useAuth } from "./auth-context";
import type { AuthBackend } from "./auth-backend";

type SecurityCalls = Pick<
  AuthBackend,
  "listFactors" | "enrollTotp" | "verifyFactor" | "unenrollFactor" | "reauthenticate" | "assuranceLevel"
>;

/**
 * Two-factor and reauthentication calls for the account screens. They live here, not on
 * `useAuth()`, so the code every public page loads stays as small as it was.
 */
export function useSecurityApi(): SecurityCalls & {
  updateEmail(email: string): ReturnType<AuthBackend["updateUser"]>;
} {
  const { connect } = useAuth();
  return {
    listFactors: async () => (await connect()).listFactors(),
    enrollTotp: async (name, issuer) => (await connect()).enrollTotp(name, issuer),
    verifyFactor: async (factorId, code) => (await connect()).verifyFactor(factorId, code),
    unenrollFactor: async (factorId) => (await connect()).unenrollFactor(factorId),
    reauthenticate: async () => (await connect()).reauthenticate(),
    assuranceLevel: async () => (await connect()).assuranceLevel(),
    // With double confirmation (config.toml), both the current and the new address get a link.
    updateEmail: async (email) =>
      (await connect()).updateUser({ email }, { emailRedirectTo: `${window.location.origin}/` }),
  };
}
