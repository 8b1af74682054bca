// The shape of a lead's context (lead-context.ts reads it): the utm_* parameters kept, the privacy
// notice's version and the types. Constants only, so the first page of a visit, which records the
// first touch, loads nothing else of the rules. Runtime-neutral, like every file here.

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/**
 * The privacy notice the forms show, by the day it last changed. Change it with the notice's
 * words (src/content/legal/privacy.ts, which says what the forms keep): each lead keeps the version its
 * sender saw.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";

/** The visit's first page on the site. */
export interface FirstTouch {
  /** Its path with the utm_* parameters it came with (nothing else of its query). */
  landingPage: string;
  /** The page that linked to it (origin and path), when it was another site. */
  referrer: string | null;
  utm: Partial<Record<UtmParameter, string>>;
}

export interface LeadAttribution {
  firstTouch: FirstTouch | null;
  /** The path of the page the form was sent from. */
  lastTouch: string | null;
}

export interface LeadConsent {
  /** The PRIVACY_NOTICE_VERSION shown beside the form. */
  privacyNoticeVersion: string;
  /** The unticked-by-default "send me security updates" box. */
  securityUpdates: boolean;
}

export interface LeadContext {
  attribution: LeadAttribution;
  consent: LeadConsent | null;
}
