// The site's pages that the links in our emails open, with a signed token in the fragment: the
// route table (src/routes.ts) serves them, the Edge Functions write the links. Runtime-neutral.

/** A demo confirmation's links to reschedule or cancel it (the manage-demo function). */
export const DEMO_BOOKING_PATH = "/demo-booking";

/** An application acknowledgement's link to withdraw it (the withdraw-application function). */
export const APPLICATION_WITHDRAW_PATH = "/careers/withdraw";

/** `<site origin><path>#token=<token>`: browsers never send a fragment to a server, so no log holds it. */
export const emailLinkUrl = (siteOrigin: string, path: string, token: string) =>
  `${siteOrigin}${path}#token=${encodeURIComponent(token)}`;
