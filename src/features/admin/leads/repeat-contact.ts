// A repeat contact in words: "3rd contact from acme.com" (lead_inbox.contact_number, migration
// 20261128000600_repeat_contacts.sql), and the inbox search that lists the earlier ones.
import type { Lead } from "./lead-types";

const ORDINAL = new Intl.PluralRules("en-US", { type: "ordinal" });
const SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };

export const ordinal = (n: number) => `${n}${SUFFIX[ORDINAL.select(n)]}`;

/** What the leads share: the company domain, or the address itself for webmail. */
export const repeatContactKey = (lead: Pick<Lead, "contact_domain" | "email">) =>
  lead.contact_domain ?? lead.email.toLowerCase();

/** "3rd contact from acme.com", or null for a first contact. */
export function repeatContactLabel(lead: Pick<Lead, "contact_number" | "contact_domain" | "email">): string | null {
  return lead.contact_number > 1 ? `${ordinal(lead.contact_number)} contact from ${repeatContactKey(lead)}` : null;
}
