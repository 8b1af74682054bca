/**
 * Build step: every prerendered page paints from its own HTML, and fetches the rest only after.
 *
 * The pages are complete HTML with the stylesheet inline (root.tsx, InlineStylesheet), so the first
 * paint needs nothing but the document. React Router's <Scripts /> would start ~100 KB of module
 * downloads while the document is still arriving, and on a phone those compete with it for the link.
 * This rewrites each page so that:
 *   - its inline stylesheet keeps only the rules that page's markup uses (plus the accessibility
 *     preferences' rules, which the pre-paint script switches on), so the document is smaller;
 *   - its <link rel="modulepreload"> tags are inert (`data-modulepreload`) until the page has painted;
 *   - the bootstrap module waits for the first contentful paint (then two frames), then loads the
 *     whole stylesheet (the inert `x-deferred-stylesheet` link) and turns the preloads back on, so
 *     everything downloads in parallel; it imports the route modules as before, in the same order,
 *     and starts hydration once the whole stylesheet has applied, so nothing React renders later
 *     (menus, dialogs, toasts) is ever unstyled.
 * Nothing else changes: React hydrates the same markup; it does not compare attributes or script text.
 */
import Beasties from "beasties";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { listFiles } from "../e2e/build-files";
import { env } from "./env";

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?/g;

/**
 * Calls `start` once the page has painted its content: two frames after its first contentful paint,
 * or, for a page whose first frames paint nothing contentful, a few frames after it first ran; at
 * once where paint timing is unknown.
 */
export const AFTER_FIRST_PAINT = `((start) => {
  let started = false;
  const frames = (n, then) => (n ? requestAnimationFrame(() => frames(n - 1, then)) : setTimeout(then));
  const go = () => {
    if (started) return;
    started = true;
    frames(2, () => {
      const sheet = document.querySelector('link[rel="x-deferred-stylesheet"]');
      const styled = new Promise((done) => {
        if (!sheet) return done();
        sheet.onload = sheet.onerror = () => done();
        sheet.rel = "stylesheet";
      });
      for (const link of document.querySelectorAll("link[data-modulepreload]")) link.rel = "modulepreload";
      start(styled);
    });
  };
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes("paint")) return go();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
  frames(3, go);
})`;

/** The same bootstrap, with its static imports turned into awaited dynamic imports after the paint. */
export function deferBootstrap(code: string): string {
  const imports: string[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, name: string | undefined, specifier: string) => {
    imports.push(name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`);
    return "";
  });
  if (!imports.length || /\bimport\s+[*{"'\w]/.test(rest) || !/\bimport\(/.test(rest)) {
    throw new Error(`defer-hydration: unexpected bootstrap script shape:\n${code}`);
  }
  return `${AFTER_FIRST_PAINT}(async (styled) => {\n${imports.join("\n")}\nawait styled;\n${rest.trim()}\n});`;
}

export function deferHydration(html: string): string {
  if (html.includes("data-modulepreload")) return html; // already deferred
  let bootstraps = 0;
  const out = html
    .replace(/<link rel="modulepreload"/g, '<link data-modulepreload=""')
    .replace(BOOTSTRAP, (_, code: string) => {
      bootstraps++;
      return `<script type="module" async="">${deferBootstrap(code)}</script>`;
    });
  if (bootstraps !== 1) throw new Error(`defer-hydration: expected one bootstrap script, found ${bootstraps}`);
  return out;
}

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/** Rules a page needs before any script runs but its markup cannot show: the pre-paint script's. */
const PREFERENCE_RULES = [/data-contrast/, /data-font-size/, /data-reduced-motion/];

/** The page with its inline stylesheet cut down to the rules its markup uses. Nothing else changes. */
export async function keepCriticalCss(html: string): Promise<string> {
  const full = INLINE_STYLE.exec(html);
  if (!full) throw new Error("defer-hydration: the page has no inline stylesheet");
  const beasties = new Beasties({ reduceInlineStyles: true, allowRules: PREFERENCE_RULES, logLevel: "silent" });
  const critical = INLINE_STYLE.exec(await beasties.process(html));
  if (!critical || !critical[1]) throw new Error("defer-hydration: no critical CSS left");
  // Only the stylesheet's text is taken from Beasties' output: the markup stays byte for byte.
  return html.replace(full[0], () => `<style>${critical[1]}</style>`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const client = resolve(import.meta.dirname, "..", env.buildDir, "client");
  // The client-only screens' shell paints only a spinner: its JavaScript is its content, so it loads at once.
  const pages = listFiles(client).filter((f) => f.endsWith(".html") && !f.endsWith("__spa-fallback.html"));
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    if (html.includes("data-modulepreload")) continue; // already done
    writeFileSync(page, deferHydration(await keepCriticalCss(html)));
  }
  console.log(`${pages.length} pages: critical CSS inline, the rest and the JavaScript after the first paint`);
}
