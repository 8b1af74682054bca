// GoTrue's error answers (SUPABASE_WIRE.md §1.6). The body carries both the 2024-01-01 shape
// (`code`, `message`) and the legacy one (`error_code`, `msg`), so auth-js reads it either way.
import type { ServerResponse } from "node:http";
import { sendJson } from "../../http/send.ts";

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }
}

/** The OAuth-style answer GoTrue gives to a few token-endpoint problems (always 400). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export function sendAuthError(res: ServerResponse, error: AuthError): void {
  sendJson(
    res,
    error.status,
    { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra },
    { [API_VERSION_HEADER]: API_VERSION, "x-sb-error-code": error.code },
  );
}

export function sendOAuthError(res: ServerResponse, error: OAuthError): void {
  sendJson(
    res,
    400,
    { error: error.error, error_description: error.description },
    { [API_VERSION_HEADER]: API_VERSION },
  );
}

// The catalogue, so every handler says the same words GoTrue says.
export const errors = {
  badJson: (detail: string) => new AuthError(400, "bad_json", `Could not parse request body as JSON: ${detail}`),
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  userBanned: () => new AuthError(400, "user_banned", "User is banned"),
  userBannedForbidden: () => new AuthError(403, "user_banned", "User is banned"),
  userAlreadyExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  signupDisabled: () => new AuthError(422, "signup_disabled", "Signups not allowed for this instance"),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, "weak_password", message, { weak_password: { reasons } }),
  passwordTooLong: () => new AuthError(400, "validation_failed", "Password cannot be longer than 72 characters"),
  passwordRequired: () => new AuthError(400, "validation_failed", "Signup requires a valid password"),
  emailRequired: () => new AuthError(400, "validation_failed", "An email address is required"),
  invalidEmail: () => new AuthError(400, "validation_failed", "Unable to validate email address: invalid format"),
  emailRateLimit: (seconds: number) =>
    new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  requestRateLimit: () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
  emailSendRateLimit: () => new AuthError(429, "over_email_send_rate_limit", "email rate limit exceeded"),
  notAdmin: () => new AuthError(403, "not_admin", "User not allowed"),
  adminUserNotFoundByEmail: () => new AuthError(404, "user_not_found", "User with this email not found"),
  validationNotFound: (message: string) => new AuthError(404, "validation_failed", message),
  adminUserNotFound: () => new AuthError(404, "user_not_found", "User not found"),
  anonymousDisabled: () => new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled"),
  phoneLoginsDisabled: () => new AuthError(400, "phone_provider_disabled", "Phone logins are disabled"),
  phoneSignupsDisabled: () => new AuthError(400, "phone_provider_disabled", "Phone signups are disabled"),
  otpDisabled: () => new AuthError(422, "otp_disabled", "Signups not allowed for otp"),
  metadataTooLarge: (limit: number) =>
    new AuthError(
      413,
      "request_entity_too_large",
      `User metadata too large (max ${limit} bytes): it travels in every access token`,
    ),
  refreshTokenNotFound: () =>
    new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  refreshTokenMalformed: () => new AuthError(400, "validation_failed", "Refresh token is not valid"),
  sessionExpired: () => new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired"),
  refreshSessionNotFound: () =>
    new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found"),
  sessionNotFound: () => new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  noAuthorization: () => new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) =>
    new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, "bad_jwt", "invalid claim: missing sub claim"),
  otpExpiredLink: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  otpExpired: () => new AuthError(403, "otp_expired", "Token has expired or is invalid"),
  samePassword: () => new AuthError(422, "same_password", "New password should be different from the old password."),
  emailExists: () => new AuthError(422, "email_exists", "A user with this email address has already been registered"),
  validation: (message: string) => new AuthError(400, "validation_failed", message),
  notFound: () => new AuthError(404, "not_found", "Not found"),
  methodNotAllowed: () => new AuthError(405, "method_not_allowed", "Method not allowed"),
} as const;
