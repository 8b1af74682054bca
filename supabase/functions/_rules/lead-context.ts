// What a lead carries besides its form's fields: where the visit came from (attribution: the
// landing page with its utm_* parameters and the referrer of the visit's first page, and the page
// the form was sent from) and what the sender was told (consent: the privacy notice's version, and
// the optional "send me security updates" box). The forms send it as `context` beside the spec's
// fields; the functions keep what is well formed and drop the rest, so context never costs a lead.
// Runtime-neutral, like every file here.
import { type FirstTouch, type LeadContext, UTM_PARAMETERS, type UtmParameter } from "./lead-context-shape.ts";
import { cleanSingleLine } from "./text-cleaning.ts";

export * from "./lead-context-shape.ts";

/** The longest value kept: a page path, a referrer or one utm_* value. */
export const CONTEXT_VALUE_MAX_LENGTH = 300;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A short single line, or null for anything else (too long, empty, not text, control characters). */
function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed && cleanSingleLine(trimmed) === trimmed && trimmed.length <= CONTEXT_VALUE_MAX_LENGTH ? trimmed : null;
}

/** A site path ("/products?utm_source=x"), never an address elsewhere. */
function sitePath(value: unknown): string | null {
  const path = text(value);
  return path && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : null;
}

// scheme, host (and port), path; no user info. URL is not ECMAScript, so no URL here.
const PAGE_ADDRESS = /^(https?):\/\/([a-z0-9.-]+(?::\d{1,5})?)(\/[^?#\s]*)?(?:[?#]\S*)?$/i;

/** An http(s) page, as its origin and path: a referrer's query may carry someone's data. */
function pageAddress(value: unknown): string | null {
  const parts = PAGE_ADDRESS.exec(text(value) ?? "");
  return parts ? `${parts[1].toLowerCase()}://${parts[2].toLowerCase()}${parts[3] ?? "/"}` : null;
}

function utmOf(value: unknown): Partial<Record<UtmParameter, string>> {
  const utm: Partial<Record<UtmParameter, string>> = {};
  if (!isObject(value)) return utm;
  for (const name of UTM_PARAMETERS) {
    const found = text(value[name]);
    if (found) utm[name] = found;
  }
  return utm;
}

/** The `context` a form sent, as far as it is well formed; unknown keys are ignored. */
export function readLeadContext(body: unknown): LeadContext {
  const context = isObject(body) && isObject(body.context) ? body.context : {};
  const attribution = isObject(context.attribution) ? context.attribution : {};
  const first = isObject(attribution.firstTouch) ? attribution.firstTouch : null;
  const landingPage = first ? sitePath(first.landingPage) : null;
  const consent = isObject(context.consent) ? context.consent : null;
  const version = consent ? text(consent.privacyNoticeVersion) : null;
  return {
    attribution: {
      firstTouch:
        first && landingPage ? { landingPage, referrer: pageAddress(first.referrer), utm: utmOf(first.utm) } : null,
      lastTouch: sitePath(attribution.lastTouch),
    },
    consent:
      version && /^\d{4}-\d{2}-\d{2}$/.test(version)
        ? { privacyNoticeVersion: version, securityUpdates: consent?.securityUpdates === true }
        : null,
  };
}

/** "linkedin / cpc / q4-soc" for the admin area and the CSV: the campaign in one phrase. */
export function campaignSummary(firstTouch: FirstTouch | null): string {
  if (!firstTouch) return "";
  const { utm_source, utm_medium, utm_campaign } = firstTouch.utm;
  return [utm_source, utm_medium, utm_campaign].filter(Boolean).join(" / ");
}
