import { company } from "../company";

// The accessibility statement at /accessibility. "How it is tested" names the checks the browser
// suite runs on every route (e2e/wcag-checks.ts and axe-core, in e2e/pages.spec.ts and
// e2e/wcag.spec.ts).
export interface AccessibilityStatement {
  title: string;
  /** The standard the site meets, as buyers' conformance questionnaires ask for it. */
  standard: string;
  /** yyyy-mm-dd: the day the statement and its tests were last reviewed. */
  reviewed: string;
  intro: string;
  conformance: string[];
  features: string[];
  testing: string[];
  limitations: string[];
  contactIntro: string;
  /** The subject line a barrier report by email starts with. */
  reportSubject: string;
}

export const accessibilityStatement: AccessibilityStatement = {
  title: "Accessibility Statement",
  standard: "WCAG 2.2 level AA",
  reviewed: "2026-11-27",
  intro:
    "We want everyone to be able to learn about our services, apply for a role and get in touch with us, whatever device, browser or assistive technology they use. This statement says which standard this website meets, how we check it, what we know still falls short, and how to tell us about a barrier.",
  conformance: [
    "This website conforms to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which includes the web requirements of EN 301 549 (WCAG 2.1 AA) and Section 508 (WCAG 2.0 AA).",
    "It applies to every public page, the sign-in and account screens, and the staff administration area.",
  ],
  features: [
    "Every page works with a keyboard alone, with a visible focus indicator and a skip link to the main content.",
    "An accessibility panel on every page offers high contrast, larger text and reduced motion, remembered on your device; the site also follows your system's contrast and motion settings.",
    "Pages reflow to a width of 320 CSS pixels (400% zoom) without sideways scrolling.",
    "Forms name every field, say which are required and explain errors beside the field; sign-in and code fields accept pasting and password managers.",
  ],
  testing: [
    "Automated: every change runs axe-core on every page in default and high-contrast modes, in a real Chromium browser.",
    "Checks a person would make, automated in the same suite on every page and screen: reflow at 320 × 256 CSS pixels, focus never hidden under the fixed header or the accessibility button (tabbing through each page element by element), pointer targets of at least 24 × 24 pixels or spaced as WCAG allows, autocomplete and paste on every sign-in and code field, and Chromium's accessibility tree read for unnamed controls, landmarks that cannot be told apart, skipped heading levels and announcements made twice; help links sit in the same place on every page.",
    "Manual: keyboard-only walkthroughs of each form, and screenshots of every page at 390 and 1440 pixels, in both contrast modes and with larger text, looked at before a release.",
  ],
  limitations: [
    "Customer logos and step images uploaded by our staff rely on the alternative text they enter; we review it when content changes.",
    "Job descriptions and legal pages are long documents without a summary; each has headings to navigate by.",
    "The checks above are our own: the site has not yet been audited by an independent accessibility specialist or tested with screen-reader users, and we will publish the findings when it has.",
  ],
  reportSubject: `Accessibility barrier on the ${company.name} website`,
  contactIntro:
    "If something on this site is hard or impossible for you to use, tell us and we will help you get the information another way and fix the barrier. We reply within two working days.",
};
