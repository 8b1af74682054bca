import { expect, test } from "@playwright/test";
import { publicPaths } from "../src/content/site-map";
import { gzipBytes, htmlFor, initialScripts } from "./build-files";

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
