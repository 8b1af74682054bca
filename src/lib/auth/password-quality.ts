// Password quality beyond the spec's 6-character minimum, for the new-password forms. Length is
// what counts (STYLE.md): no composition rules, only a nudge towards longer passwords.

export const STRENGTH_LABELS = ["Too common", "Weak", "Fair", "Good", "Strong"] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordStrength {
  /** 0 (on the common-password list) to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  label: StrengthLabel;
  advice: string;
}

const ADVICE = [
  "This password is on the list of the most common passwords. Choose another.",
  "Too easy to guess. Make it longer: a few unrelated words work well.",
  "Could be stronger. A few more characters or another word would help.",
  "A good password.",
  "A strong password.",
] as const;

// One repeated character or a straight run ("aaaaaaaa", "12345678") is as weak as it is short.
const isMonotonous = (password: string) =>
  new Set(password).size <= 2 ||
  [...password].every((c, i) => i === 0 || Math.abs(c.charCodeAt(0) - password.charCodeAt(i - 1)) === 1);

/** How guessable a password is; `common` says whether it is on the shipped common-password list. */
export function passwordStrength(password: string, common: boolean): PasswordStrength {
  let score: PasswordStrength["score"];
  if (common) score = 0;
  else if (password.length < 8 || isMonotonous(password)) score = 1;
  else if (password.length < 12) score = 2;
  else if (password.length < 16) score = 3;
  else score = 4;
  return { score, label: STRENGTH_LABELS[score], advice: ADVICE[score] };
}

/** The refusal shown beside the field when the password is on the common list. */
export const COMMON_PASSWORD_PROBLEM = ADVICE[0];

/**
 * The same list the server checks, loaded only when a new-password form is in use (it stays out
 * of every page's initial JavaScript).
 */
export const loadCommonPasswordCheck = () => import("@rules/common-passwords.ts").then((m) => m.isCommonPassword);
