import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";
import { BRAND_COLORS } from "./supabase/functions/_rules/brand.ts";
import { PENDING_SUBMIT } from "./src/lib/early-submit.ts";

// Colours are CSS variables so high-contrast mode (src/styles/tokens.css) can swap them at once.
const token = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

/** "#0f766e" → "15 118 110": the variables hold bare channels so Tailwind can add alpha. */
const rgbChannels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(" ");
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The default theme's variables on :root, from the brand colours the emails use too. */
const brandTheme = plugin(({ addBase }) => {
  addBase({
    ":root": Object.fromEntries(
      Object.entries(BRAND_COLORS).map(([name, hex]) => [`--${kebab(name)}`, rgbChannels(hex)]),
    ),
  });
});

/** `pending-submit:`: inside a form whose submit is held until the page has hydrated (early-submit.ts). */
const pendingSubmit = plugin(({ addVariant }) => addVariant("pending-submit", `form[${PENDING_SUBMIT}] &`));

export default {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    container: { center: true, padding: { DEFAULT: "1.25rem", md: "2rem" }, screens: { "2xl": "1200px" } },
    extend: {
      colors: {
        background: token("background"),
        foreground: token("foreground"),
        muted: { DEFAULT: token("muted"), foreground: token("muted-foreground") },
        surface: token("surface"),
        border: token("border"),
        ring: token("ring"),
        primary: { DEFAULT: token("primary"), foreground: token("primary-foreground") },
        accent: { DEFAULT: token("accent"), foreground: token("accent-foreground") },
        navy: { DEFAULT: token("navy"), deep: token("navy-deep"), foreground: token("navy-foreground") },
        destructive: { DEFAULT: token("destructive"), foreground: token("destructive-foreground") },
        success: token("success"),
        warning: token("warning"),
      },
      fontFamily: {
        // The platform's own UI face: no font request stands between the HTML and the first paint.
        sans: [
          "-apple-system",
          "BlinkMacSystemFont",
          '"Segoe UI"',
          "Roboto",
          '"Noto Sans"',
          '"Helvetica Neue"',
          "Arial",
          '"Liberation Sans"',
          "sans-serif",
        ],
      },
      borderRadius: { lg: "0.75rem", xl: "1rem", "2xl": "1.25rem" },
      boxShadow: { card: "0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18)" },
      keyframes: {
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "slide-up": { from: { opacity: "0", transform: "translateY(8px)" }, to: { opacity: "1", transform: "none" } },
        "logo-scroll": { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
      },
      animation: {
        "fade-in": "fade-in 300ms ease-out",
        "slide-up": "slide-up 250ms ease-out",
        "logo-scroll": "logo-scroll 40s linear infinite",
      },
    },
  },
  plugins: [brandTheme, pendingSubmit],
} satisfies Config;
