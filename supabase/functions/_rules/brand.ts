// The brand every email carries. The Edge Functions cannot import src/content (Deno, deployed on
// their own), so the name, tagline and colours are repeated here once; brand.test.ts checks them
// against src/content/company.ts, src/styles/tokens.css (the Tailwind colours) and the auth email
// templates in supabase/templates/. The sender is deploy configuration, not brand: config.toml's
// [inbucket] locally, the MAIL_FROM secret hosted (lead-settings.ts).

export const BRAND = {
  name: "SentinelForge",
  tagline: "Next-Generation Security Operations",
  /** Hex values of the design tokens (src/styles/tokens.css, default theme). */
  colors: {
    background: "#ffffff",
    foreground: "#0f172a",
    surface: "#f8fafc",
    muted: "#f1f5f9",
    mutedForeground: "#475569",
    border: "#e2e8f0",
    primary: "#0f766e",
    primaryForeground: "#ffffff",
    accent: "#2dd4bf",
    accentForeground: "#042f2e",
    navy: "#0f172a",
    navyForeground: "#e2e8f0",
  },
} as const;
