// The brand the site and every email carry, defined here because the Edge Functions cannot import
// src (Deno, deployed on their own): src/content/company.ts takes the name and tagline from here.
// The sender is deploy configuration, not brand: config.toml's [inbucket] locally, the MAIL_FROM
// secret hosted (lead-settings.ts).

export const BRAND = {
  name: "SentinelForge",
  tagline: "Next-Generation Security Operations",
  /** The head office's clock (Boston): the times staff emails give. */
  timeZone: "America/New_York",
} as const;

/**
 * The default theme: tailwind.config.ts writes each as the site's `--kebab-case` CSS variable
 * (src/styles/tokens.css holds the other themes), and the emails are drawn in them. Kept apart
 * from BRAND so the site's first JavaScript, which needs only the name, does not carry them.
 */
export const BRAND_COLORS = {
  background: "#ffffff",
  foreground: "#0f172a",
  surface: "#f8fafc",
  muted: "#f1f5f9",
  mutedForeground: "#475569",
  border: "#e2e8f0",
  ring: "#0d9488",
  primary: "#0f766e",
  primaryForeground: "#ffffff",
  accent: "#2dd4bf",
  accentForeground: "#042f2e",
  navy: "#0f172a",
  navyDeep: "#020617",
  navyForeground: "#e2e8f0",
  destructive: "#b91c1c",
  destructiveForeground: "#ffffff",
  success: "#15803d",
  warning: "#b45309",
} as const;
