/**
 * Build step, after `react-router build`: each prerendered page gets its critical CSS inline
 * (critical-css.ts) and fetches its JavaScript and the whole stylesheet only after its first paint
 * (defer-hydration.ts). The client-only screens' shell (__spa-fallback.html) paints only a spinner:
 * its JavaScript is its content, so it keeps its stylesheet link and loads everything at once.
 * Every page's inline scripts are minified last (minify-inline-scripts.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { listFiles } from "./build-files";
import { env } from "../env";
import { CriticalCss, inlineCriticalCss, linkedStylesheets } from "./critical-css";
import { deferHydration } from "./defer-hydration";
import { minifyInlineScripts } from "./minify-inline-scripts";

const SPA_FALLBACK = "__spa-fallback.html";
// The folder this build was given (BUILD_DIR), as react-router.config.ts reads it.
const clientDir = resolve(import.meta.dirname, "..", "..", env.buildDir, "client");
const documents = listFiles(clientDir).filter((f) => f.endsWith(".html"));
const pages = documents.filter((f) => !f.endsWith(SPA_FALLBACK));
const stylesheets = new Map<string, CriticalCss>();
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  const hrefs = linkedStylesheets(html).join("\n");
  if (!hrefs) throw new Error(`finish-pages: ${page} links no stylesheet`);
  let critical = stylesheets.get(hrefs);
  if (!critical) {
    const css = linkedStylesheets(html).map((href) => readFileSync(join(clientDir, href), "utf8"));
    critical = new CriticalCss(css.join("\n"));
    stylesheets.set(hrefs, critical);
  }
  writeFileSync(page, deferHydration(inlineCriticalCss(html, critical)));
}
// Last, once every script is in place; the client-only shell's too.
for (const document of documents) writeFileSync(document, minifyInlineScripts(readFileSync(document, "utf8")));
console.log(
  `inlined critical CSS and deferred hydration until first paint in ${pages.length} pages, minified the inline scripts of ${documents.length}`,
);
