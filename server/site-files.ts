import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".webmanifest"]);

export interface SiteFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  csp?: string;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Loads the whole build into memory once, compressed, so each request is a map lookup. */
export async function loadSiteFiles(root: string, supabaseUrl: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  for (const path of await walk(root)) {
    const urlPath = "/" + relative(root, path).split(sep).join("/");
    const ext = extname(path);
    const body = await readFile(path);
    const file: SiteFile = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${body.length.toString(16)}-${hash(body)}"`,
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.gzip = gzipSync(body, { level: 9 });
      file.brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    }
    if (ext === ".html") file.csp = contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")), supabaseUrl);
    files.set(urlPath, file);
  }
  return files;
}

function hash(buf: Buffer): string {
  let h = 2166136261;
  for (let i = 0; i < buf.length; i += Math.max(1, Math.floor(buf.length / 4096))) h = Math.imul(h ^ buf[i], 16777619);
  return (h >>> 0).toString(16);
}
