import { PASSWORD_MIN_LENGTH } from "~/lib/constants";
import { AUTH_TOASTS } from "./auth-messages";

type NewPasswordField = "password" | "confirmation";

// Sign-up and new-password rules in the spec's order: the two entries must match, then the length.
// Each names the entry it marks: a mismatch is the confirmation's, a short password the password's.
const NEW_PASSWORD_RULES = [
  {
    field: "confirmation",
    fails: (password: string, confirmation: string) => password !== confirmation,
    toast: AUTH_TOASTS.passwordMismatch,
  },
  {
    field: "password",
    fails: (password: string) => password.length < PASSWORD_MIN_LENGTH,
    toast: AUTH_TOASTS.passwordTooShort,
  },
] as const satisfies readonly { field: NewPasswordField; fails: unknown; toast: unknown }[];

/** The toast for the first rule broken, or null. */
export function newPasswordProblem(password: string, confirmation: string) {
  return NEW_PASSWORD_RULES.find((rule) => rule.fails(password, confirmation))?.toast ?? null;
}

/** Every entry that breaks a rule, with the message shown beside it. */
export function newPasswordFieldProblems(password: string, confirmation: string) {
  const problems: Partial<Record<NewPasswordField, string>> = {};
  for (const rule of NEW_PASSWORD_RULES) {
    if (rule.fails(password, confirmation)) problems[rule.field] = rule.toast.description;
  }
  return problems;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An inline message for the email field, or null when it looks deliverable. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return "Enter your email address.";
  if (!EMAIL_PATTERN.test(email.trim())) return "Enter a valid email address, like name@company.com.";
  return null;
}
