import type { AuthError } from "./auth-backend";

// Two-factor sign-in, reauthentication and password quality: screens the spec does not show, our wording.
export const SECURITY_TOASTS = {
  factorAdded: {
    title: "Two-factor authentication on",
    description: "Signing in now takes a code from your authenticator app as well as your password.",
  },
  factorRemoved: { title: "Authenticator removed", description: "It no longer signs you in." },
  factorNotRemovedTitle: "Authenticator Not Removed",
  setupFailedTitle: "Setup Failed",
  codeSent: { title: "Code sent", description: "Check your email for a 6-digit code." },
  codeNotSentTitle: "Code Not Sent",
  otherSessionsEnded: {
    title: "Other sessions signed out",
    description: "Every other browser and device is signed out. You stay signed in here.",
  },
  otherSessionsNotEnded: {
    title: "Sign Out Failed",
    description: "Your other sessions are still signed in. Please try again.",
  },
  emailChangeSent: {
    title: "Check both inboxes",
    description: "We sent a confirmation link to your current and your new address. Open both to finish.",
  },
  emailNotChangedTitle: "Email Not Changed",
  sessionEnded: {
    title: "Sign in again",
    description:
      "Your sign-in on this device has ended: two-factor authentication was turned on for your account elsewhere, or every session was signed out. Sign in with your password and your code.",
  },
} as const;

/** Why a code was refused, in words a person can act on. */
export function codeErrorMessage(error: AuthError): string {
  switch (error.code) {
    case "mfa_verification_failed":
      return "That code is not right. Check your authenticator app and enter the code it shows now.";
    case "mfa_challenge_expired":
      return "That code has expired. Enter the newest code from your authenticator app.";
    case "mfa_verification_rejected":
      return "This code was refused. Wait for the next code and try again.";
    case "mfa_factor_not_found":
      return "This authenticator is no longer on your account. Sign in again.";
    case "reauthentication_not_valid":
    case "otp_expired":
      return "That code is not right or has expired. Enter the newest code from your email, or send a new one.";
    default:
      return error.message || "That code could not be checked. Please try again.";
  }
}

/** What went wrong removing or adding an authenticator, for the toast's description. */
export function factorErrorMessage(error: AuthError): string {
  if (error.code === "insufficient_aal") return "For your security, sign out and sign in again with your code first.";
  if (error.code === "mfa_factor_name_conflict")
    return "You already have an authenticator with this name. Choose another.";
  if (error.code === "too_many_enrolled_mfa_factors")
    return "You have the most authenticators allowed. Remove one first.";
  return error.message || "An unexpected error occurred. Please try again.";
}
