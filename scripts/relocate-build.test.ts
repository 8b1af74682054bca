import { describe, expect, it } from "vitest";
import { relocateText } from "./relocate-build";

const from = { supabaseUrl: "http://127.0.0.1:54410", siteUrl: "http://127.0.0.1:8101" };
const to = { supabaseUrl: "http://127.0.0.1:54420", siteUrl: "http://127.0.0.1:8102" };

describe("relocateText", () => {
  it("moves both origins wherever the build writes them: bundle, page, sitemap, CSP", () => {
    const text = [
      "var e={supabaseUrl:`http://127.0.0.1:54410`},t={siteUrl:`http://127.0.0.1:8101`};",
      '<link rel="canonical" href="http://127.0.0.1:8101/about"/>',
      "<loc>http://127.0.0.1:8101/careers</loc>",
      "connect-src 'self' http://127.0.0.1:54410 ws://127.0.0.1:54410",
    ].join("\n");
    expect(relocateText(text, from, to)).toBe(
      [
        "var e={supabaseUrl:`http://127.0.0.1:54420`},t={siteUrl:`http://127.0.0.1:8102`};",
        '<link rel="canonical" href="http://127.0.0.1:8102/about"/>',
        "<loc>http://127.0.0.1:8102/careers</loc>",
        "connect-src 'self' http://127.0.0.1:54420 ws://127.0.0.1:54420",
      ].join("\n"),
    );
  });

  it("leaves a build alone whose origins are the same for every slot (a hosted project)", () => {
    const hosted = { supabaseUrl: "https://abc.supabase.co", siteUrl: "https://example.com" };
    expect(relocateText("https://abc.supabase.co https://example.com", hosted, hosted)).toBe(
      "https://abc.supabase.co https://example.com",
    );
  });

  it("refuses a port it cannot move: under another host name or URL-encoded", () => {
    expect(() => relocateText("fetch('http://localhost:54410/rest')", from, to, "x.js")).toThrow(
      /port 54410 survives in x\.js/,
    );
    expect(() => relocateText("?redirect=http%3A%2F%2F127.0.0.1%3A8101%2F", from, to)).toThrow(/port 8101/);
  });

  it("is not fooled by the same digits inside another number or a name", () => {
    expect(relocateText("width:181012px; id=a8101; n=54410000", from, to)).toBe("width:181012px; id=a8101; n=54410000");
  });
});
