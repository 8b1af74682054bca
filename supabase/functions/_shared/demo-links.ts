// The signed links in a demo confirmation that cancel or reschedule it without an account:
// `<site>/demo-booking#token=<JWT>` (link-tokens.ts). Each token names one booking and one action
// (its audience), so a cancel link cannot move a demo; it expires when the meeting starts.

import { DEMO_BOOKING_PATH, emailLinkUrl } from "@rules/email-links.ts";
import { LINK_TOKEN_MAX_LENGTH, signLinkToken, verifyLinkToken } from "./link-tokens.ts";

export type DemoLinkAction = "cancel" | "reschedule";
export const DEMO_LINK_ACTIONS: readonly DemoLinkAction[] = ["cancel", "reschedule"];
export const DEMO_TOKEN_MAX_LENGTH = LINK_TOKEN_MAX_LENGTH;

const audienceOf = (action: DemoLinkAction) => `demo-booking:${action}`;
const AUDIENCES = DEMO_LINK_ACTIONS.map(audienceOf);

export interface DemoLinkClaims {
  bookingId: string;
  action: DemoLinkAction;
}

export const signDemoLinkToken = (
  secret: string,
  { bookingId, action, expiresAt, now }: DemoLinkClaims & { expiresAt: Date; now: Date },
): Promise<string> => signLinkToken(secret, { subject: bookingId, audience: audienceOf(action), expiresAt, now });

/** The link to put in an email. */
export const demoLinkUrl = (siteOrigin: string, token: string) => emailLinkUrl(siteOrigin, DEMO_BOOKING_PATH, token);

export type DemoLinkCheck = { ok: true; claims: DemoLinkClaims } | { ok: false; reason: "invalid" | "expired" };

/** Whether a token is ours, unexpired, and for which booking and action. */
export async function verifyDemoLinkToken(secret: string, token: string, now: Date): Promise<DemoLinkCheck> {
  const check = await verifyLinkToken(secret, token, AUDIENCES, now);
  if (!check.ok) return check;
  return {
    ok: true,
    claims: { bookingId: check.subject, action: DEMO_LINK_ACTIONS[AUDIENCES.indexOf(check.audience)] },
  };
}
