// The offline stand-in for HaveIBeenPwned, which GoTrue asks when leaked-password protection is on
// (GOTRUE_PASSWORD_HIBP_ENABLED) and which the local stack cannot reach: a public list of the
// 10,000 most common passwords from real breaches (leaked-passwords.txt; source and licence in
// leaked-passwords.LICENSE). The stack's own, the same for every project, as HIBP is. Matched
// exactly, as HIBP matches a password's SHA-1: case and spaces count.
import { readFileSync } from "node:fs";

const LIST_FILE = new URL("./leaked-passwords.txt", import.meta.url);

let leaked: Set<string> | undefined;

/** Whether the password is on the offline list (read once, on the first check). */
export function isLeakedPassword(password: string): boolean {
  leaked ??= new Set(readFileSync(LIST_FILE, "utf8").split("\n").filter(Boolean));
  return leaked.has(password);
}
