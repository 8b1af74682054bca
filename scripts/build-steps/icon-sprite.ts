/**
 * The site's icons as one SVG sprite: Lucide's drawings for the names src/components/ui/icon-names.ts
 * lists, each a <symbol>. A page's HTML carries a short reference per icon (<use href="#name">)
 * instead of its paths (the careers page drew 23 of them, 1.2 KB of its gzip response), and the
 * JavaScript carries no path data at all: components/ui/icons.tsx fetches this file once the page
 * has hydrated and puts its symbols into the page.
 *
 * The in-house brand glyphs (src/components/ui/brand-glyphs.ts) join it as filled symbols, so the
 * footer's social links carry a reference each instead of their paths, like every other icon.
 *
 * The sprite's URL is content-hashed and defined as __ICON_SPRITE__ for that fetch; the client
 * build emits the file, the dev server serves it.
 */
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { BRAND_GLYPHS } from "../../src/components/ui/brand-glyphs.ts";
import { ICON_NAMES } from "../../src/components/ui/icon-names.ts";

const root = resolve(import.meta.dirname, "../..");
const LUCIDE_ICONS = join(root, "node_modules/lucide-react/dist/esm/icons");

/** Lucide's attributes for every icon: 24-unit grid, 2-unit round strokes in the text colour. */
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * One <symbol> per icon, from the drawing Lucide ships for it (an unknown name stops the build), and
 * one per glyph (a path on the same 24-unit grid, filled by whatever draws it).
 */
export async function spriteFor(names: readonly string[], glyphs: Record<string, string> = {}): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      let node: IconNode;
      try {
        ({ node } = (await import(pathToFileURL(join(LUCIDE_ICONS, `${name}.mjs`)).href)).__iconData);
      } catch (error) {
        throw new Error(`icon "${name}" (src/components/ui/icon-names.ts) is not a Lucide icon: ${String(error)}`);
      }
      const shapes = node
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .filter(([key]) => key !== "key")
            .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
            .join(" ");
          return `<${tag} ${attrs}/>`;
        })
        .join("");
      return `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${shapes}</symbol>`;
    }),
  );
  for (const [name, path] of Object.entries(glyphs)) {
    if (names.includes(name)) throw new Error(`icon-sprite: the glyph "${name}" has the id of a Lucide icon`);
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${escapeAttribute(path)}"/></symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** The Vite plugin: defines __ICON_SPRITE__ (the sprite's URL), emits the file, serves it in dev. */
export function iconSprite(): Plugin {
  let sprite = "";
  let url = "";
  return {
    name: "icon-sprite",
    async config() {
      sprite = await spriteFor(ICON_NAMES, BRAND_GLYPHS);
      const hash = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
      url = `/assets/icons-${hash}.svg`;
      return { define: { __ICON_SPRITE__: JSON.stringify(url) } };
    },
    generateBundle() {
      // The server build renders the pages; the file belongs with the client's assets.
      if (this.environment?.config.consumer !== "client") return;
      this.emitFile({ type: "asset", fileName: url.slice(1), source: sprite });
    },
    configureServer(server) {
      server.middlewares.use(url, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(sprite);
      });
    },
  };
}
