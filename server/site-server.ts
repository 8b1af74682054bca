import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { loadSiteFiles, type SiteFile } from "./site-files";
import { STATIC_SECURITY_HEADERS } from "./security-headers";
import { isClientOnlyPath, permanentRedirects } from "../src/routes";

const NOT_FOUND_PAGE = "/__not-found/index.html";
const SPA_FALLBACK = "/__spa-fallback.html";

export interface SiteServerOptions {
  root: string;
  port: number;
  host?: string;
  supabaseUrl: string;
}

/** What answers a path: a file with its status, or (status 301) the address it moved to. */
export type Resolved = { file: string; status: number } | { location: string; status: 301 };

export function resolvePath(pathname: string, has: (p: string) => boolean): Resolved {
  const clean = pathname.replace(/\/+$/, "") || "/";
  const moved = permanentRedirects.get(clean);
  if (moved) return { location: moved, status: 301 };
  if (clean !== "/" && has(clean) && !clean.endsWith(".html")) return { file: clean, status: 200 };
  const page = clean === "/" ? "/index.html" : `${clean}/index.html`;
  if (has(page) && !clean.startsWith("/__")) return { file: page, status: 200 };
  // Client-only screens: served from the SPA shell, which renders them after hydration.
  if (isClientOnlyPath(clean)) return { file: SPA_FALLBACK, status: 200 };
  return { file: NOT_FOUND_PAGE, status: 404 };
}

function cacheControl(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html") || path.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

function send(req: IncomingMessage, res: ServerResponse, path: string, file: SiteFile, status: number) {
  const accept = String(req.headers["accept-encoding"] ?? "");
  const headers: Record<string, string> = {
    ...STATIC_SECURITY_HEADERS,
    "Content-Type": file.type,
    "Cache-Control": cacheControl(path),
    ETag: file.etag,
    Vary: "Accept-Encoding",
  };
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  if (status === 404 || path === SPA_FALLBACK) headers["X-Robots-Tag"] = "noindex";
  if (status === 200 && req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accept)) {
    body = file.brotli;
    headers["Content-Encoding"] = "br";
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

export async function startSiteServer(
  opts: SiteServerOptions,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const files = await loadSiteFiles(opts.root, opts.supabaseUrl);
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", ...STATIC_SECURITY_HEADERS }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      pathname = "/__malformed";
    }
    const resolved = resolvePath(pathname, (p) => files.has(p));
    if ("location" in resolved) {
      res.writeHead(301, { Location: resolved.location, ...STATIC_SECURITY_HEADERS }).end();
      return;
    }
    const { file, status } = resolved;
    const found = files.get(file);
    if (!found) {
      res.writeHead(404, { "Content-Type": "text/plain", ...STATIC_SECURITY_HEADERS }).end("Not found");
      return;
    }
    send(req, res, file, found, status);
  });
  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(opts.port, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return {
    server,
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
