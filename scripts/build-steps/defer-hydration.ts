/**
 * Build step: every prerendered page starts fetching its JavaScript only after its first paint.
 *
 * The pages are complete HTML with their critical CSS inline (critical-css.ts), so the first paint
 * needs nothing but the document. React Router's <Scripts /> would start ~100 KB of module downloads,
 * and the page's <link rel="stylesheet"> the whole stylesheet, while the document is still arriving;
 * on a phone those compete with it for the link. React Router has no option for either (its
 * <Scripts /> takes only a nonce and crossOrigin), so this rewrites each page so that:
 *   - its <link rel="modulepreload"> and <link rel="stylesheet"> tags are inert (`data-modulepreload`,
 *     `data-stylesheet`) until the page has painted;
 *   - the bootstrap module waits for the first contentful paint (then two frames), turns the preloads
 *     and the stylesheets back on so they download in parallel, imports the route modules as before
 *     and, once the stylesheets have loaded, the entry that hydrates: no island (a menu, a dialog, a
 *     toast) can open before the rules the critical CSS left out are there.
 * And one saving before the paint: React Router's scroll-restoration script reads sessionStorage (a
 * synchronous trip to the browser process, 5-14 ms here) even on a fresh history entry, which cannot
 * have a stored position; it now reads it only when returning to an entry (reload, back, forward).
 * Nothing else changes: React hydrates the same markup; it does not compare attributes or script text.
 */

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
// A stylesheet link but the one inside <noscript> (src/root.tsx), which is for a page without JavaScript.
const STYLESHEET = /(?<!<noscript>)<link rel="stylesheet"/;
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?/g;

/**
 * Calls `start` once the page has painted its content: two frames after its first contentful paint,
 * or, for a page whose first frames paint nothing contentful, a few frames after it first ran; at
 * once where paint timing is unknown. `start` gets a promise of the stylesheets' loading (settled
 * either way: a stylesheet that fails to load must not keep the page from hydrating).
 */
export const AFTER_FIRST_PAINT = `((start) => {
  let started = false;
  const frames = (n, then) => (n ? requestAnimationFrame(() => frames(n - 1, then)) : setTimeout(then));
  const go = () => {
    if (started) return;
    started = true;
    frames(2, () => {
      for (const link of document.querySelectorAll("link[data-modulepreload]")) link.rel = "modulepreload";
      const sheets = [...document.querySelectorAll("link[data-stylesheet]")].map(
        (link) => new Promise((settled) => {
          link.onload = link.onerror = settled;
          link.rel = "stylesheet";
        }),
      );
      start(Promise.all(sheets));
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

/**
 * The same bootstrap, with its static imports turned into awaited dynamic imports after the paint,
 * and the rest (the route modules' registration and the entry's import, which hydrates) after the
 * stylesheets.
 */
export function deferBootstrap(code: string): string {
  const imports: string[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, name: string | undefined, specifier: string) => {
    imports.push(name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`);
    return "";
  });
  if (!imports.length || /\bimport\s+[*{"'\w]/.test(rest) || !/\bimport\(/.test(rest)) {
    throw new Error(`defer-hydration: unexpected bootstrap script shape:\n${code}`);
  }
  return `${AFTER_FIRST_PAINT}(async (stylesheets) => {\n${imports.join("\n")}\nawait stylesheets;\n${rest.trim()}\n});`;
}

// React Router 7's <ScrollRestoration /> script: after giving a new history entry its key, it looks
// that key up in sessionStorage, where a key made a moment ago cannot be.
const NEW_ENTRY_KEYED =
  /(\(\(\w+, restoreKey\) => \{\s*if \(!window\.history\.state \|\| !window\.history\.state\.key\) \{[^}]*window\.history\.replaceState\(\{ key \}, ""\);)(\s*\})/;
const SKIP_LOOKUP = "\n      if (restoreKey == null) return; // a new entry has no stored position";

export function skipScrollLookupOnNewEntries(html: string): string {
  if (!NEW_ENTRY_KEYED.test(html)) {
    throw new Error("defer-hydration: React Router's scroll-restoration script has changed shape; review this step");
  }
  return html.replace(NEW_ENTRY_KEYED, (_, head: string, close: string) => `${head}${SKIP_LOOKUP}${close}`);
}

export function deferHydration(html: string): string {
  if (html.includes("data-modulepreload")) return html; // already deferred
  if (!STYLESHEET.test(html)) {
    throw new Error("defer-hydration: a page without its stylesheet link; the whole stylesheet would never load");
  }
  let bootstraps = 0;
  const out = skipScrollLookupOnNewEntries(html)
    .replace(/<link rel="modulepreload"/g, '<link data-modulepreload=""')
    .replace(new RegExp(STYLESHEET, "g"), '<link data-stylesheet=""')
    .replace(BOOTSTRAP, (_, code: string) => {
      bootstraps++;
      return `<script type="module" async="">${deferBootstrap(code)}</script>`;
    });
  if (bootstraps !== 1) throw new Error(`defer-hydration: expected one bootstrap script, found ${bootstraps}`);
  return out;
}
