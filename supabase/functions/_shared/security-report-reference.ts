// A security report's reference, as the reporter quotes it: "SR-" and ten characters of Crockford's
// base32 (no I, L, O or U, so it reads aloud and copies without mix-ups), 50 random bits. The
// database checks the same shape and keeps it unique (migration 20261127000600_security_reports.sql).

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newSecurityReportReference(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(10));
  return `SR-${Array.from(bytes, (byte) => CROCKFORD[byte & 31]).join("")}`;
}
