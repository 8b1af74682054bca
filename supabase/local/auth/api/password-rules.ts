// The password rules GoTrue applies before it hashes (internal/api/password.go): the 72-byte limit
// bcrypt imposes, minimum length, optional character classes and, when switched on, leaked-password
// protection. Hashing itself is ../crypto/password-hashing.ts.
import type { AuthConfig } from "../../context.ts";
import { errors } from "./errors.ts";
import { isLeakedPassword } from "../crypto/leaked-passwords.ts";

// bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords outright.
const MAX_PASSWORD_LENGTH = 72;

// GoTrue measures with Go's len(): UTF-8 bytes, not characters, for both bounds.
const lengthOf = (password: string) => Buffer.byteLength(password, "utf8");

const CHARACTER_SETS: Record<string, string[]> = {
  letters_digits: ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits: ["abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits_symbols: [
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789",
    "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~",
  ],
};

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/** Why a password is weak under the current config, or null when it is acceptable. */
export function passwordWeakness(password: string, config: AuthConfig): PasswordWeakness | null {
  const sentences: string[] = [];
  const reasons: string[] = [];
  if (lengthOf(password) < config.minimumPasswordLength) {
    reasons.push("length");
    sentences.push(`Password should be at least ${config.minimumPasswordLength} characters.`);
  }
  const sets = CHARACTER_SETS[config.passwordRequirements];
  if (sets && !sets.every((set) => [...password].some((char) => set.includes(char)))) {
    reasons.push("characters");
    sentences.push(`Password should contain at least one character of each: ${sets.join(", ")}.`);
  }
  // GoTrue's HaveIBeenPwned check, answered from the stack's offline list.
  if (config.passwordHibpEnabled && isLeakedPassword(password)) {
    reasons.push("pwned");
    sentences.push("Password is known to be weak and easy to guess, please choose a different one.");
  }
  return reasons.length ? { message: sentences.join(" "), reasons } : null;
}

/** Throws the GoTrue error for a password that cannot be set. */
export function assertPasswordAcceptable(password: string, config: AuthConfig): void {
  if (lengthOf(password) > MAX_PASSWORD_LENGTH) throw errors.passwordTooLong();
  const weakness = passwordWeakness(password, config);
  if (weakness) throw errors.weakPassword(weakness.message, weakness.reasons);
}
