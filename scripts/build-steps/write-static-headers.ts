/**
 * Writes `_headers` (Netlify / Cloudflare Pages format) into the build, so a static host sends the
 * same security headers as `npm start`: a per-page CSP with the hashes of that page's inline scripts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { contentSecurityPolicy, inlineScriptHashes, STATIC_SECURITY_HEADERS } from "../../server/security-headers";
import { listFiles } from "./build-files";
import { env } from "../env";
import { clientOnlyUrlPatterns, permanentRedirects } from "../../src/routes";
import { SECURITY_TXT_PATH } from "../../src/lib/security-txt";

const block = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n");

/** Writes `_headers` and `_redirects` into the built site at `client`, whose API is `supabaseUrl`. */
export function writeStaticHeaders(client: string, supabaseUrl: string): void {
  const sitewide = [
    block("/*", STATIC_SECURITY_HEADERS),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
    // RFC 9116 §3: text/plain with a charset; a static host may guess otherwise from the extension.
    block(SECURITY_TXT_PATH, { "Content-Type": "text/plain; charset=utf-8" }),
  ];
  const blocks = [...sitewide];
  for (const file of listFiles(client).filter((f) => f.endsWith(".html"))) {
    const rel = "/" + relative(client, file).split(sep).join("/");
    const csp = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, "utf8")), supabaseUrl);
    const isIndex = rel.endsWith("/index.html");
    const page = isIndex ? rel.slice(0, -"/index.html".length) || "/" : rel;
    const paths = page === "/" || !isIndex ? [page] : [page, `${page}/`];
    if (rel === "/__spa-fallback.html") paths.push(...clientOnlyUrlPatterns);
    for (const path of paths) blocks.push(block(path, { "Content-Security-Policy": csp }));
  }
  writeFileSync(join(client, "_headers"), blocks.join("\n\n") + "\n");
  // Static hosts: moved addresses, the SPA shell for client-only screens and the 404 page with status 404.
  writeFileSync(
    join(client, "_redirects"),
    [
      ...[...permanentRedirects].map(([from, to]) => `${from} ${to} 301`),
      ...clientOnlyUrlPatterns.map((pattern) => `${pattern} /__spa-fallback.html 200`),
      "/* /__not-found/index.html 404",
    ].join("\n") + "\n",
  );
  console.log(`wrote _headers and _redirects for ${blocks.length - sitewide.length} paths`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeStaticHeaders(resolve(import.meta.dirname, "..", "..", env.buildDir, "client"), env.supabaseUrl);
}
