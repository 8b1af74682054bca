import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { AUTH_TOASTS } from "./auth-messages";

/** Sign-up and new-password rules in the spec's order: the two entries must match, then the length. */
export function newPasswordProblem(password: string, confirmation: string) {
  if (password !== confirmation) return AUTH_TOASTS.passwordMismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_TOASTS.passwordTooShort;
  return null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An inline message for the email field, or null when it looks deliverable. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return "Enter your email address.";
  if (!EMAIL_PATTERN.test(email.trim())) return "Enter a valid email address, like name@company.com.";
  return null;
}
