// Shapes of the marketing copy in services/, solutions/ and products/. Icons are named here
// and drawn by the marketing feature, so content stays plain data. Each domain's index.ts (names for
// navigation and cards) and meta.ts (what <head> and the sitemap need) stay light: only the lazily
// loaded page sections import its copy.ts.
import type { IconName } from "~/components/ui/icon-names";
import type { ServiceValue } from "@rules/lead-fields.ts";

/** A solution or product as navigation, cards and the route table see it. */
export interface Offering {
  slug: string;
  name: string;
  summary: string;
}

/**
 * Which service the contact form pre-selects when a visitor follows a call to action from a
 * solution or product page. The four options are fixed by spec §2; a page whose subject none of
 * them fairly covers maps to null, and its links carry no service.
 */
export type ContactService = ServiceValue | null;

/** A content icon: any the site's sprite draws (src/components/ui/icon-names.ts). */
export type MarketingIcon = IconName;

/** A card with an icon, a short title and one or two sentences. */
export interface IconCard {
  icon: MarketingIcon;
  title: string;
  text: string;
}

/** A figure with its label, as in "15 min · critical alerts triaged". */
export interface Figure {
  value: string;
  label: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Outcome extends Figure {
  text: string;
}

/** The intro above a section: small eyebrow, the h2, and an optional paragraph. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro?: string;
}

/** The dark closing band that hands the reader to the contact page. */
export interface ClosingCall {
  title: string;
  text: string;
}

/** The closing band with its one button, whose label says where it leads. */
export interface ClosingCallWithAction extends ClosingCall {
  actionLabel: string;
}

/** Copy for /solutions and /products: the hero, the list of offerings, what they share, the close. */
export interface OverviewPageContent {
  eyebrow: string;
  title: string;
  intro: string;
  atAGlance: readonly [Figure, Figure, Figure];
  list: SectionIntro;
  shared: SectionIntro & { items: readonly IconCard[] };
  closing: ClosingCallWithAction;
}

/** Copy for one /solutions/<slug> page; the name and slug come from solutions/index.ts. */
export interface SolutionPageContent {
  icon: MarketingIcon;
  headline: string;
  intro: string;
  /** Three proof points beside the hero. */
  atAGlance: readonly [Figure, Figure, Figure];
  whatItDoes: SectionIntro & { capabilities: readonly IconCard[] };
  howItWorks: SectionIntro & { steps: readonly Step[] };
  outcomes: SectionIntro & { items: readonly Outcome[] };
  /** Shown on the /solutions overview card. */
  bestFor: string;
  closing: ClosingCall;
}

/** Copy for one /products/<slug> page; the name and slug come from products/index.ts. */
export interface ProductPageContent {
  icon: MarketingIcon;
  headline: string;
  intro: string;
  /** Standards and environments the product works with, shown as tags in the hero. */
  worksWith: readonly string[];
  features: SectionIntro & { items: readonly [IconCard, IconCard, IconCard, IconCard] };
  /** How we deploy and run it: three short points. */
  delivery: SectionIntro & { points: readonly Step[] };
  /** The one call to action: a visible label specific to the product, always to /contact. */
  closing: ClosingCallWithAction;
}

/** Copy for /services: benefits, the four service cards (names fixed by spec §2) and the close. */
export interface ServicesPageContent {
  eyebrow: string;
  title: string;
  intro: string;
  atAGlance: readonly [Figure, Figure, Figure];
  benefits: SectionIntro & { items: readonly IconCard[] };
  services: SectionIntro;
  serviceCards: readonly ServiceCard[];
  closing: ClosingCallWithAction;
}

/** One of the four service cards on /services. */
export interface ServiceCard {
  icon: MarketingIcon;
  name: string;
  text: string;
  features: readonly string[];
  /** Where to read more: the solution or product pages behind the service. */
  links: readonly { label: string; href: string }[];
}
