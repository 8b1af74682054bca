import { expect, test } from "@playwright/test";
import { publicPaths } from "../src/content/site/site-map";
import { gzipBytes, htmlFor, initialScripts } from "../scripts/build-steps/build-files";
import { test as browserTest } from "./fixtures";

const BUDGET_BYTES = 100 * 1024;

test.describe("JavaScript budget: what a public route requests on initial load stays under 100 KB gzip", () => {
  for (const path of publicPaths()) {
    test(path, () => {
      const scripts = initialScripts(htmlFor(path));
      expect(scripts.length).toBeGreaterThan(0);
      const total = scripts.reduce((sum, src) => sum + gzipBytes(src), 0);
      expect(total, `${path} loads ${scripts.join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});

browserTest.describe(
  "First paint: a page needs nothing but its own HTML to paint (scripts/build-steps/defer-hydration.ts)",
  () => {
    for (const path of ["/", "/about", "/careers/technical/cyber-security-engineer"]) {
      browserTest(path, async ({ page }) => {
        await page.goto(path);
        // Hydrated (the fixture waits for it): the accessibility button opens its panel.
        await page.getByRole("button", { name: "Accessibility options" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        const { fcp, early, styled } = await page.evaluate(() => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
          const early = performance
            .getEntriesByType("resource")
            .filter((e) => e.startTime <= fcp)
            .map((e) => e.name);
          return { fcp, early, styled: getComputedStyle(document.querySelector("header")!).position };
        });
        expect(fcp).toBeGreaterThan(0);
        expect(early, "requests started before the first contentful paint").toEqual([]);
        expect(styled, "the inline stylesheet applies").toBe("fixed");
      });
    }
  },
);

browserTest("a reload keeps the reader's place (React Router's scroll restoration still works)", async ({ page }) => {
  await page.goto("/careers/technical");
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});
