// A lead's context as the lead forms send it (the contract: _rules/lead-context.ts): the visit's
// first touch (first-touch.ts), the page the form is sent from, and the privacy notice shown
// beside the form.
import { type FirstTouch, type LeadContext, PRIVACY_NOTICE_VERSION } from "@rules/lead-context-shape.ts";
import { FIRST_TOUCH_KEY } from "./first-touch";

type Place = Pick<Location, "pathname" | "search" | "origin">;

/** What a lead form sends as `context`, from the page it is sent from. */
export function leadContext(
  securityUpdates: boolean,
  place: Place = window.location,
  storage = sessionStorage,
): LeadContext {
  let firstTouch: FirstTouch | null = null;
  try {
    firstTouch = JSON.parse(storage.getItem(FIRST_TOUCH_KEY) ?? "null") as FirstTouch | null;
  } catch {
    firstTouch = null;
  }
  return {
    attribution: { firstTouch, lastTouch: place.pathname },
    consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates },
  };
}
