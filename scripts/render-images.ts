/** Renders the share image and touch icon from their SVG sources with the local Chromium. */
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const font = readFileSync(resolve(root, "assets-src/fonts/inter-latin-wght.woff2")).toString("base64");
const style = `<style>@font-face{font-family:InterVariable;src:url(data:font/woff2;base64,${font})}body{margin:0}</style>`;

const jobs = [
  { svg: readFileSync(resolve(root, "assets-src/og-image.svg"), "utf8"), out: "public/og-image.png", w: 1200, h: 630 },
  {
    svg: readFileSync(resolve(root, "public/favicon.svg"), "utf8").replace("<svg ", '<svg width="180" height="180" '),
    out: "public/apple-touch-icon.png",
    w: 180,
    h: 180,
  },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const job of jobs) {
  await page.setViewportSize({ width: job.w, height: job.h });
  await page.setContent(`${style}${job.svg}`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: resolve(root, job.out), omitBackground: false });
}
await browser.close();
