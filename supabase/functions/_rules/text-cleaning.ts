// Normalises visitor-supplied text before it is validated, stored or mailed. Postgres rejects
// NUL and lone UTF-16 surrogates (a server error, not a 400), and control characters have no
// business in a name or an email header, so they are removed here, once, for every path.

// Lone surrogates cannot be encoded as UTF-8; replace them with U+FFFD like String#toWellFormed.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 and C1 controls, DEL, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
// The same, but keeping tab and line feed, which a message may legitimately contain.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/** For one-line fields (name, email, company, phone, service): every control becomes a space. */
export function cleanSingleLine(text: string): string {
  return toWellFormed(text).replace(ANY_CONTROL, " ").trim();
}

/** For the message: keeps line breaks (normalised to \n) and tabs, drops other controls. */
export function cleanMultiline(text: string): string {
  return toWellFormed(text)
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(CONTROL_EXCEPT_TAB_AND_NEWLINE, "")
    .trim();
}

/** Length in Unicode code points, the way Postgres char_length() counts. */
export function characterCount(text: string): number {
  const surrogatePairs = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  return text.length - surrogatePairs;
}
