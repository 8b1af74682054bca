/**
 * `npm run budget` (after a build), for each public route:
 *   - the gzip bytes of JavaScript it requests on initial load, the same measure as
 *     e2e/budget.spec.ts, within 100 KB;
 *   - its whole response as the production server sends it (server/site-server.ts: status line,
 *     headers, body) with brotli and with gzip, within 14,600 bytes: ten TCP segments, what arrives
 *     in the first round trip of a new connection.
 * Honours E2E_SLOT's build folder.
 */
import { clientDir, gzipBytes, htmlFor, initialScripts } from "./build-steps/build-files";
import { publicPaths } from "../src/content/site/site-map";
import { startSiteServer } from "../server/site-server";
import { responseBytes } from "./response-bytes";
import { env } from "./env";

const JS_BUDGET = 100 * 1024;
const FIRST_ROUND_TRIP = 14_600;

const site = await startSiteServer({ root: clientDir, port: 0, supabaseUrl: env.supabaseUrl });
let over = 0;
try {
  console.log(`  JS (gzip)   response: br   gzip  (budgets: ${JS_BUDGET / 1024} KB, ${FIRST_ROUND_TRIP} B)`);
  for (const path of publicPaths()) {
    const scripts = initialScripts(htmlFor(path));
    const js = scripts.reduce((sum, src) => sum + gzipBytes(src), 0);
    const br = await responseBytes(site.url + path, "br");
    const gzip = await responseBytes(site.url + path, "gzip");
    const ok = js <= JS_BUDGET && br <= FIRST_ROUND_TRIP && gzip <= FIRST_ROUND_TRIP;
    if (!ok) over++;
    const detail = process.argv.includes("--detail")
      ? "  " + scripts.map((s) => `${s.replace("/assets/", "")}:${gzipBytes(s)}`).join(" ")
      : "";
    const flag = (bytes: number, budget: number) => `${bytes > budget ? "!" : " "}`;
    console.log(
      `${ok ? "ok  " : "OVER"} ${(js / 1024).toFixed(1).padStart(6)} KB${flag(js, JS_BUDGET)}  ${String(br).padStart(6)}${flag(br, FIRST_ROUND_TRIP)} ${String(gzip).padStart(6)}${flag(gzip, FIRST_ROUND_TRIP)}  ${path}${detail}`,
    );
  }
} finally {
  await site.close();
}
console.log(`\n${over} route(s) over budget (! marks the figure over).`);
process.exit(over ? 1 : 0);
