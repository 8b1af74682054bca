// tel: links built from a number a visitor typed ("+1 (555) 010-0100 ext. 2", "0555 0100").

/** Fewer digits than this is not a number anyone can call. */
const MIN_DIGITS = 3;

/**
 * `tel:` for a typed phone number: its digits, after a + when it starts with one (RFC 3966's global
 * form); spaces, brackets, dashes and words are dropped, so nothing else can reach the URI.
 * Undefined when it holds too few digits to call.
 */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < MIN_DIGITS) return undefined;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}
