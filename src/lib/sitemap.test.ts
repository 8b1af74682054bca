import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists absolute URLs with their lastmod, escaped", () => {
    const xml = sitemapXml(
      [{ path: "/", lastmod: "2026-11-01" }, { path: "/careers/sales?a=1&b=2" }],
      "https://www.example.com",
    );
    expect(xml).toContain("<loc>https://www.example.com/</loc><lastmod>2026-11-01</lastmod>");
    expect(xml).toContain("<loc>https://www.example.com/careers/sales?a=1&amp;b=2</loc></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap", () => {
    expect(robotsTxt("https://www.example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
  });
});
