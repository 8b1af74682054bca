// The words of the data requests screen: field names, counts, the erasure's summary and its refusals.
import { describeError } from "../admin-errors";
import { PERSONAL_DATA_LISTS, type ErasureResult, type PersonalData } from "./personal-data-types";

/** "email_confirmed_at" → "Email confirmed at". */
export const fieldLabel = (key: string) => {
  const words = key.replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const countOf = (count: number, noun: { one: string; many: string }) =>
  `${count} ${count === 1 ? noun.one : noun.many}`;

/** "2 contact messages, 0 demo requests, 1 security report and an account". */
export function foundSummary(found: PersonalData): string {
  const lists = PERSONAL_DATA_LISTS.map((list) => countOf(found[list.key].length, list));
  return `${lists.join(", ")} and ${found.account ? "an account" : "no account"}`;
}

export function erasureSummary(result: ErasureResult): string {
  const lists = PERSONAL_DATA_LISTS.map((list) => countOf(result[list.key], list));
  return `Deleted ${lists.join(", ")}${result.account ? " and the account" : ""}.`;
}

/** The typed confirmation matches the address, as the database compares addresses (trimmed, any case). */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

export const personalDataFileName = (email: string, date: string) =>
  `personal-data-${email.replace(/[^a-z0-9]+/gi, "-")}-${date}.json`;

/**
 * Why an erasure was refused, in the data request's terms. The admin-role guard of
 * 20261127000000_staff_access.sql speaks of revoking; here the admin erased an account.
 */
export function describeErasureError(error: unknown): string {
  const message = describeError(error);
  if (message.startsWith("You cannot revoke your own admin access")) {
    return "This address is your own account, and you cannot erase yourself. Ask another admin to handle this request.";
  }
  if (message.startsWith("The last admin cannot be revoked")) {
    return "This address is the only admin's account. Make someone else an admin first, then erase it.";
  }
  return message;
}
