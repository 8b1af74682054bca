// Authenticator assurance levels as GoTrue derives them from a session's amr claims
// (models.Session.CalculateAALAndAMR): any second-factor method makes the session aal2.
const SECOND_FACTOR_METHODS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

export type AssuranceLevel = "aal1" | "aal2";

export function assuranceLevel(amr: ReadonlyArray<{ method: string }>): AssuranceLevel {
  return amr.some((entry) => SECOND_FACTOR_METHODS.has(entry.method)) ? "aal2" : "aal1";
}
