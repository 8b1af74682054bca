// mailto: links built from data (a lead's address, a job title) per RFC 6068. The address is
// percent-encoded so nothing in it can end the recipient or start a header: in
// `eve?cc=victim&subject=urgent&body=x@example.com` the ?, & and = become %3F, %26 and %3D, and
// the mail client sees one odd recipient instead of a Cc, a Subject and a Body.

/** Fields a link may pre-fill. Fixed names: data only ever reaches the values. */
export interface MailtoFields {
  subject?: string;
  body?: string;
}

const FIELD_ORDER: ReadonlyArray<keyof MailtoFields> = ["subject", "body"];

/** Kept as they are in an address: RFC 3986 unreserved characters plus atext that is a qchar. */
const ADDRESS_UNSAFE = /[^A-Za-z0-9\-._~!$'*+]+/gu;

const utf8 = new TextEncoder();

/** UTF-8 percent-encoding; a lone surrogate becomes U+FFFD instead of throwing. */
const percentEncode = (text: string) =>
  Array.from(utf8.encode(text), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");

/**
 * One address as the `to` of a mailto: link. The last @ stays literal (local part @ domain); every
 * other character outside the safe set is encoded, including a further @, a comma (which would
 * separate a second recipient), ?, &, #, %, =, spaces, CR, LF, NUL and anything non-ASCII.
 */
export function encodeMailtoAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const encode = (part: string) => part.replace(ADDRESS_UNSAFE, percentEncode);
  return at === -1 ? encode(address) : `${encode(address.slice(0, at))}@${encode(address.slice(at + 1))}`;
}

/** Everything but RFC 3986 unreserved characters (encodeURIComponent, stricter and never throwing). */
const encodeValue = (value: string) => value.replace(/[^A-Za-z0-9\-._~]+/gu, percentEncode);

/**
 * `mailto:` for one recipient with optional pre-filled fields. Values are percent-encoded (%20 for
 * a space, never "+": mail clients show a literal plus), and line breaks in the body are sent as
 * CRLF, as RFC 6068 asks.
 */
export function mailtoHref(address: string, fields: MailtoFields = {}): string {
  const query = FIELD_ORDER.flatMap((name) => {
    const value = fields[name];
    if (value === undefined || value === "") return [];
    const text = name === "body" ? value.replace(/\r\n|\r|\n/g, "\r\n") : value;
    return [`${name}=${encodeValue(text)}`];
  }).join("&");
  return `mailto:${encodeMailtoAddress(address)}${query ? `?${query}` : ""}`;
}
