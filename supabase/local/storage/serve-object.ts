// Sends an object the way Storage's asset renderer does: Content-Type, ETag, Last-Modified,
// Cache-Control from the upload, Accept-Ranges with single byte ranges, 304 for a matching
// If-None-Match / If-Modified-Since, and Content-Disposition when `?download` is present.
// Beyond Storage: `nosniff` always, and a sandbox CSP on types a browser could run script from.
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { StorageError } from "./errors.ts";
import type { FileStore } from "./file-store.ts";
import type { ObjectRow } from "./storage-db.ts";

export type ServeMode = "body" | "head";

const SCRIPTABLE_TYPES = /^(image\/svg\+xml|text\/html|application\/xhtml\+xml|text\/xml|application\/xml)\b/i;

function parseRange(header: string, size: number): { start: number; end: number } | "invalid" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "invalid";
  return { start, end };
}

function contentDisposition(download: string | null): string | undefined {
  if (download === null) return undefined;
  if (download === "") return "attachment;";
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

function isNotModified(req: IncomingMessage, eTag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim() === eTag || tag.trim() === "*");
  const since = req.headers["if-modified-since"];
  return (
    since !== undefined &&
    !Number.isNaN(Date.parse(since)) &&
    Math.floor(lastModified.getTime() / 1000) <= Date.parse(since) / 1000
  );
}

export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  files: FileStore,
  object: ObjectRow,
  opts: { mode: ServeMode; download: string | null },
): Promise<void> {
  const metadata = object.metadata;
  const size = object.version ? await files.size(object.version) : undefined;
  if (!metadata || !object.version || size === undefined) {
    const text = JSON.stringify({
      error: "Not found",
      message: "The resource was not found",
      statusCode: "404",
      code: "NoSuchKey",
    });
    res.writeHead(400, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(opts.mode === "head" ? undefined : text);
    return;
  }
  const lastModified = new Date(metadata.lastModified);
  const headers: Record<string, string | number> = {
    "Accept-Ranges": "bytes",
    "Content-Type": metadata.mimetype,
    ETag: metadata.eTag,
    "Last-Modified": lastModified.toUTCString(),
    "X-Robots-Tag": "none",
    "X-Content-Type-Options": "nosniff",
  };
  if (metadata.cacheControl) headers["Cache-Control"] = metadata.cacheControl;
  if (SCRIPTABLE_TYPES.test(metadata.mimetype)) headers["Content-Security-Policy"] = "sandbox";
  const disposition = contentDisposition(opts.download);
  if (disposition) headers["Content-Disposition"] = disposition;
  if (isNotModified(req, metadata.eTag, lastModified)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const rangeHeader = req.headers.range;
  const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
  if (range === "invalid") {
    const error = new StorageError(416, "InvalidRange", "invalid_range", "invalid range provided");
    const text = JSON.stringify(error.body());
    res.writeHead(416, { "Content-Type": "application/json; charset=utf-8", "Content-Range": `bytes */${size}` });
    res.end(opts.mode === "head" ? undefined : text);
    return;
  }
  if (range) {
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    headers["Content-Length"] = range.end - range.start + 1;
  } else {
    headers["Content-Length"] = size;
  }
  res.writeHead(range ? 206 : 200, headers);
  if (opts.mode === "head" || req.method === "HEAD") {
    res.end();
    return;
  }
  await pipeline(files.read(object.version, range), res);
}
