import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { buildDir } from "../ports.mjs";

export const clientDir = join(import.meta.dirname, "..", "..", buildDir, "client");

export function listFiles(dir: string = clientDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export const htmlFor = (route: string) =>
  readFileSync(join(clientDir, route === "/" ? "index.html" : `${route}/index.html`), "utf8");

/**
 * The JavaScript a page requests on initial load, before any deferred import: its module scripts,
 * its modulepreloads (inert until the first paint, see scripts/build-steps/defer-hydration.ts) and the modules
 * its bootstrap script imports.
 */
export function initialScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link (?:rel="modulepreload"|data-modulepreload="") href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*\(?\s*(?:[\w*{}\s,]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    srcs.add(m[1]);
  return [...srcs];
}

export const gzipBytes = (publicPath: string) =>
  gzipSync(readFileSync(join(clientDir, publicPath)), { level: 9 }).length;

export const relativeToClient = (path: string) => "/" + relative(clientDir, path);
