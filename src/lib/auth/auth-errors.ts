import type { AuthError } from "./auth-backend";
import { AUTH_ERROR_MESSAGES, AUTH_TOASTS } from "./auth-messages";

export interface ToastContent {
  title: string;
  description?: string;
}

const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: "it is too short",
  characters: "it needs a wider mix of characters (lower and upper case letters, digits, symbols)",
  pwned: "it has appeared in a known data breach",
};

/** GoTrue's weak-password answer carries reasons (`length`, `characters`, `pwned`). */
export function weakPasswordReasons(error: AuthError): string[] | null {
  const reasons: unknown = "reasons" in error ? error.reasons : undefined;
  if (error.code !== "weak_password" && !(Array.isArray(reasons) && reasons.length)) return null;
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === "string") : [];
}

/** "This password is too weak: it is too short; it has appeared in a known data breach." */
export function weakPasswordDescription(error: AuthError): string | null {
  const reasons = weakPasswordReasons(error);
  if (!reasons) return null;
  if (!reasons.length) return error.message;
  return `This password is too weak: ${reasons.map((r) => WEAK_PASSWORD_REASONS[r] ?? r).join("; ")}.`;
}

export function signInErrorToast(error: AuthError): ToastContent {
  if (error.message === AUTH_ERROR_MESSAGES.invalidCredentials) return AUTH_TOASTS.invalidCredentials;
  if (error.message === AUTH_ERROR_MESSAGES.emailNotConfirmed) return AUTH_TOASTS.emailNotConfirmed;
  return { title: AUTH_TOASTS.signInFailedTitle, description: error.message || AUTH_TOASTS.signInFailedFallback };
}

export const isAlreadyRegistered = (error: AuthError) =>
  error.message === AUTH_ERROR_MESSAGES.alreadyRegistered || error.code === "user_already_exists";

export function signUpErrorToast(error: AuthError): ToastContent {
  if (isAlreadyRegistered(error)) return AUTH_TOASTS.accountExists;
  return {
    title: AUTH_TOASTS.signUpFailedTitle,
    description: weakPasswordDescription(error) ?? (error.message || AUTH_TOASTS.signInException.description),
  };
}

export const resetErrorToast = (error: AuthError): ToastContent => ({
  title: AUTH_TOASTS.resetFailedTitle,
  description: error.message || AUTH_TOASTS.resetFailedFallback,
});
