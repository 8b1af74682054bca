// The visit's first touch, recorded on its first page for the lead forms' attribution (the
// contract: _rules/lead-context.ts) and kept in sessionStorage: this tab, until it closes; no
// cookie, nothing across visits. Every page runs it, so it imports only the rules' constants.
import { type FirstTouch, UTM_PARAMETERS } from "@rules/lead-context-shape.ts";

export const FIRST_TOUCH_KEY = "lead-first-touch";

type Place = Pick<Location, "pathname" | "search" | "origin">;

/**
 * Records the visit's first page, once per visit: its path with its utm_* parameters (nothing
 * else of its query), and the page that linked to it when that was another site (its origin and
 * path: a referrer's query may carry someone's data).
 */
export function rememberFirstTouch(
  place: Place = window.location,
  referrer = document.referrer,
  storage = sessionStorage,
) {
  try {
    if (storage.getItem(FIRST_TOUCH_KEY)) return;
    const params = new URLSearchParams(place.search);
    const utm: FirstTouch["utm"] = {};
    const kept = new URLSearchParams();
    for (const name of UTM_PARAMETERS) {
      const value = params.get(name);
      if (value) kept.set(name, (utm[name] = value));
    }
    const query = kept.toString();
    const from = URL.canParse(referrer) ? new URL(referrer) : null;
    const firstTouch: FirstTouch = {
      landingPage: `${place.pathname}${query ? `?${query}` : ""}`,
      referrer: from && from.origin !== place.origin ? `${from.origin}${from.pathname}` : null,
      utm,
    };
    storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouch));
  } catch {
    // Storage refused (a locked-down browser): the lead goes without its first touch.
  }
}
