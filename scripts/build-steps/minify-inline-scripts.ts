/**
 * Build step: the scripts written into each page (the preferences applied before paint, the held
 * early submit, the deferred hydration, React Router's scroll restoration) minified with esbuild,
 * as Vite minifies the files. They travel in every page's first round trip, where their comments,
 * indentation and long local names cost about 400 bytes of gzip. JSON blocks (JSON-LD) and scripts
 * with a src are left as they are; top-level names are kept, since a classic script's are globals.
 */
import { transformSync } from "esbuild";

const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const JAVASCRIPT_TYPE = /^\s*$|\stype="(module|text\/javascript)"/;

export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (whole, attributes: string, code: string) => {
    if (/\ssrc=/.test(attributes) || !JAVASCRIPT_TYPE.test(attributes) || !code.trim()) return whole;
    const { code: minified } = transformSync(code, {
      loader: "js",
      minify: true,
      target: "es2022",
      // A module script may await at its top level; a classic one is left in script form.
      format: attributes.includes('type="module"') ? "esm" : undefined,
    });
    if (/<\/script/i.test(minified)) throw new Error("minify-inline-scripts: the minified script contains </script");
    return `<script${attributes}>${minified.trimEnd()}</script>`;
  });
}
