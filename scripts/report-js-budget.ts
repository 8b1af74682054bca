/**
 * `npm run budget` (after a build): the gzip bytes of JavaScript each public route requests on
 * initial load, the same measure as e2e/budget.spec.ts. Honours E2E_SLOT's build folder.
 */
import { gzipBytes, htmlFor, initialScripts } from "./build-steps/build-files";
import { publicPaths } from "../src/content/site/site-map";

const BUDGET = 100 * 1024;
let over = 0;
for (const path of publicPaths()) {
  const scripts = initialScripts(htmlFor(path));
  const total = scripts.reduce((sum, src) => sum + gzipBytes(src), 0);
  if (total > BUDGET) over++;
  const detail = process.argv.includes("--detail")
    ? "  " + scripts.map((s) => `${s.replace("/assets/", "")}:${gzipBytes(s)}`).join(" ")
    : "";
  console.log(`${total > BUDGET ? "OVER" : "ok  "} ${(total / 1024).toFixed(1).padStart(6)} KB  ${path}${detail}`);
}
console.log(`\n${over} route(s) over the ${BUDGET / 1024} KB budget.`);
process.exit(over ? 1 : 0);
