// Every email wears the brand (_rules/brand.ts) in one frame (lead-emails-layout.ts): the lead
// emails the functions send and the auth templates scripts/write-email-templates.ts generates.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND, BRAND_COLORS } from "@rules/brand.ts";
import { buildLeadEmails } from "./lead-emails.ts";

const root = join(import.meta.dirname, "..", "..", "..");
const templatesDir = join(root, "supabase", "templates");
const templates = readdirSync(templatesDir)
  .filter((file) => file.endsWith(".html"))
  .map((file) => ({ file, html: readFileSync(join(templatesDir, file), "utf8") }));

const hexColours = (html: string) => [...new Set(html.match(/#[0-9a-f]{6}\b/gi) ?? [])].map((c) => c.toLowerCase());

describe("the brand of every email", () => {
  it.each(templates)("supabase/templates/$file carries the wordmark and only brand colours", ({ html }) => {
    expect(html).toMatch(new RegExp(`>\\s*${BRAND.name}\\s*</td>`));
    expect(html).toContain(BRAND.tagline);
    expect(html).toContain("Why you got this email:");
    const palette = Object.values(BRAND_COLORS).map((c) => c.toLowerCase());
    expect(hexColours(html).filter((colour) => !palette.includes(colour))).toEqual([]);
    expect(html).toMatch(new RegExp(`background-color:\\s*${BRAND_COLORS.primary}`));
    expect(html).not.toMatch(/<script|<img|<link|url\(/i);
  });

  it("frames the lead emails like the auth templates", () => {
    const lead = { fullName: "Grace", email: "grace@example.com", company: "Navy" };
    const settings = {
      salesInbox: { address: "sales@example.com" },
      securityInbox: { address: "security@example.com" },
      hrInbox: { address: "hr@example.com" },
      from: { address: "no-reply@example.com" },
    };
    const { notification, acknowledgement } = buildLeadEmails(
      { kind: "demo", lead },
      { id: "00000000-0000-4000-8000-000000000000", at: new Date(0) },
      settings,
    );
    const confirmation = templates.find(({ file }) => file === "confirmation.html")?.html ?? "";
    // The wordmark band, compared with Prettier's layout of the template's attributes undone.
    const header = (html: string) =>
      html
        .replace(/&quot;/g, "'")
        .replace(/\s+/g, "")
        .replace(/;"/g, '"')
        .match(/<tdstyle="padding:20px32px;background-color:#0f172a[\s\S]*?<\/table>/)?.[0];
    expect(header(confirmation)).toBeTruthy();
    for (const html of [notification.html, acknowledgement.html]) {
      expect(header(html)).toBe(header(confirmation));
      expect(hexColours(html).filter((c) => !Object.values(BRAND_COLORS).includes(c as never))).toEqual([]);
    }
  });
});
