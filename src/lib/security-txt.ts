// /.well-known/security.txt (RFC 9116): where and how to report a vulnerability. Written into the
// build by scripts/build-steps/write-security-txt.ts; the site server and the static host's _headers
// serve it as text/plain, and /security.txt redirects to it.

export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** The legacy location RFC 9116 §3 allows; it redirects to SECURITY_TXT_PATH. */
export const LEGACY_SECURITY_TXT_PATH = "/security.txt";
/** A build whose file would expire sooner than this fails: the file must outlive the deploy. */
export const SECURITY_TXT_MIN_DAYS_LEFT = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the file stops being trustworthy: the day before the policy's first anniversary (RFC 9116
 * §2.5.5 recommends less than a year). Tied to the day the policy last changed, not to the day of
 * the build, so a policy nobody has reviewed for eleven months stops the build instead of being
 * re-announced as current forever. Throws, with what to do, when the build is too close to that day
 * (or past it), or when the policy's day lies ahead of the build (the expiry would be a year away or more).
 */
export function securityTxtExpires(policyUpdated: string, now: Date): Date {
  const expires = new Date(`${policyUpdated}T00:00:00.000Z`);
  if (Number.isNaN(expires.getTime())) throw new Error(`security.txt: the policy's day "${policyUpdated}" is no date`);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  expires.setUTCDate(expires.getUTCDate() - 1);
  const daysLeft = (expires.getTime() - now.getTime()) / DAY_MS;
  const review = "review the /security policy and set the day it changed in src/content/security/pages.ts";
  if (daysLeft <= 0) {
    throw new Error(`security.txt: Expires ${expires.toISOString()} is in the past; ${review}`);
  }
  if (daysLeft < SECURITY_TXT_MIN_DAYS_LEFT) {
    throw new Error(
      `security.txt: Expires ${expires.toISOString()} is under ${SECURITY_TXT_MIN_DAYS_LEFT} days away; ${review}`,
    );
  }
  const yearAhead = new Date(now);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  if (expires >= yearAhead) {
    throw new Error(
      `security.txt: the policy's day ${policyUpdated} is after the build's; Expires would be a year away or more`,
    );
  }
  return expires;
}

export interface SecurityTxtInput {
  /** The public origin, as the sitemap's (company.siteUrl). */
  siteUrl: string;
  /** The address reports may be mailed to. */
  email: string;
  /** The page with the disclosure policy and the report form. */
  policyPath: string;
  expires: Date;
}

/** The file's text: the fields RFC 9116 requires (Contact, Expires) and the ones this site has. */
export function securityTxt({ siteUrl, email, policyPath, expires }: SecurityTxtInput): string {
  const url = (path: string) => new URL(path, siteUrl).toString();
  return [
    `Contact: mailto:${email}`,
    `Contact: ${url(policyPath)}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${url(SECURITY_TXT_PATH)}`,
    `Policy: ${url(policyPath)}`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}
