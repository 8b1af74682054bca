/**
 * Brand glyphs drawn in-house (simplified), so no icon font or remote asset is needed. They go into
 * the icon sprite beside Lucide's drawings (scripts/build-steps/icon-sprite.ts) and are drawn with
 * <Icon name="brand-…">, filled with the text colour (`fill-current`) rather than stroked.
 */
export const BRAND_GLYPHS = {
  "brand-linkedin":
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6V21h-4v-5.05c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.96 1.3-1.96 2.67V21h-4V9.75Z",
  "brand-x":
    "M17.75 3h3.07l-6.72 7.68L22 21h-6.19l-4.85-6.34L5.41 21H2.33l7.19-8.22L2 3h6.34l4.38 5.8L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.57l11.1 14.48Z",
  "brand-github":
    "M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.46-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.6 9.6 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85V21c0 .27.18.58.69.48A10 10 0 0 0 12 2Z",
} as const;

export type BrandGlyphName = keyof typeof BRAND_GLYPHS;
