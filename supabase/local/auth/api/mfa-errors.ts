// GoTrue's MFA and reauthentication errors (internal/api/mfa.go, reauthenticate.go, user.go), in
// their own catalogue beside errors.ts so every handler here says the words GoTrue says.
import { AuthError } from "./errors.ts";

export const mfaErrors = {
  factorNotFound: () => new AuthError(404, "mfa_factor_not_found", "Factor not found"),
  factorIdNotUuid: () => new AuthError(404, "validation_failed", "factor_id must be an UUID"),
  badFactorType: () => new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn"),
  unsupportedFactorType: (type: string) =>
    new AuthError(
      422,
      `mfa_${type}_enroll_not_enabled`,
      `MFA enroll is disabled for ${type === "phone" ? "Phone" : "WebAuthn"}`,
    ),
  unsupportedFactorVerify: (type: string) =>
    new AuthError(
      422,
      `mfa_${type}_verify_not_enabled`,
      `MFA verification is disabled for ${type === "phone" ? "Phone" : "WebAuthn"}`,
    ),
  totpEnrollDisabled: () => new AuthError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP"),
  totpVerifyDisabled: () => new AuthError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP"),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    ),
  enrollNeedsAal2: () => new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor"),
  unenrollNeedsAal2: () => new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor"),
  updateNeedsAal2: () =>
    new AuthError(401, "insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled."),
  codeRequired: () => new AuthError(400, "validation_failed", "Code needs to be non-empty"),
  challengeNotFound: () =>
    new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found"),
  ipMismatch: () => new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch."),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  invalidTotp: () => new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered"),
  reauthenticationNeeded: () =>
    new AuthError(400, "reauthentication_needed", "Password update requires reauthentication"),
  reauthenticationNotValid: () => new AuthError(422, "reauthentication_not_valid", "Nonce has expired or is invalid"),
  reauthenticateEmailNotConfirmed: () => new AuthError(422, "email_not_confirmed", "Please verify your email first."),
  reauthenticateNoEmail: () =>
    new AuthError(400, "validation_failed", "Reauthentication requires the user to have an email or a phone number"),
} as const;
