// Company settings: the one place the contact details live. The name and tagline are the brand's,
// which every email the Edge Functions send carries too, so they come from the shared rules.
import { BRAND } from "@rules/brand.ts";

/** The public origin when the build is given no VITE_SITE_URL: the local site server's. */
export const DEFAULT_SITE_URL = "http://127.0.0.1:8080";

export const company = {
  name: BRAND.name,
  legalName: "SentinelForge Security, Inc.",
  tagline: BRAND.tagline,
  description:
    "SentinelForge runs around-the-clock security operations for enterprises: next-generation SIEM/SOC, managed SecOps, cloud and network security, and AI-driven threat hunting.",
  email: "contact@example.com",
  salesEmail: "sales@example.com",
  hrEmail: "careers@example.com",
  supportEmail: "support@example.com",
  /** Where vulnerability reports may be mailed: /.well-known/security.txt and /security name it. */
  securityEmail: "security@example.com",
  phone: "+1 (555) 010-2400",
  phoneHref: "tel:+15550102400",
  address: {
    street: "400 Harbor Point Drive, Suite 1200",
    city: "Boston",
    region: "MA",
    postalCode: "02110",
    country: "United States",
  },
  siteUrl: (import.meta.env?.VITE_SITE_URL as string | undefined) ?? DEFAULT_SITE_URL,
  social: [
    // glyph: its drawing in the icon sprite (components/ui/brand-glyphs.ts)
    { label: "LinkedIn", href: "https://www.linkedin.com/company/example", glyph: "brand-linkedin" },
    { label: "X (Twitter)", href: "https://x.com/example", glyph: "brand-x" },
    { label: "GitHub", href: "https://github.com/example", glyph: "brand-github" },
  ],
} as const;

export const formattedAddress = (a = company.address) =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
