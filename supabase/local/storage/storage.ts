// /storage/v1: Supabase Storage's HTTP API as @supabase/storage-js calls it. Metadata lives in
// storage.buckets / storage.objects (RLS decides access, as on hosted Supabase), bytes in a
// folder on disk (file-store.ts). Routes follow supabase/storage src/http/routes/{bucket,object}.
import type { ServiceHandler, StackContext } from "../context.ts";
import { buckets } from "./bucket-routes.ts";
import { callerFromHeaders } from "./caller.ts";
import { ERRORS, sendStorageError, StorageError } from "./errors.ts";
import { openFileStore } from "./file-store.ts";
import { objects } from "./object-routes.ts";
import type { StorageConfig } from "./storage-config.ts";
import { type StorageRequest, type StorageService, sendJson } from "./service.ts";

/** Where a persisted stack keeps uploaded files: beside its database folder. */
export function storageDirFor(dataDir: string): string {
  return `${dataDir}-storage`;
}

export async function createStorageHandler(ctx: StackContext): Promise<ServiceHandler> {
  const config = ctx.config.storage;
  const files = await openFileStore(ctx.storageDir);
  const service: StorageService = { db: ctx.db, files, config };

  const handler: ServiceHandler = async (req, res, body, subpath) => {
    if (!config.enabled) return sendJson(res, 404, { message: "no Route matched with those values" });
    const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
    const request: StorageRequest = {
      req,
      res,
      body,
      path: subpath.replace(/^\/+/, ""),
      query,
      service,
      caller: () => callerFromHeaders(req.headers),
    };
    try {
      const handled = (await buckets(request)) || (await objects(request));
      if (!handled) throw ERRORS.notFoundRoute(req.method ?? "GET", `/storage/v1${subpath}`);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendStorageError(res, error, req.method);
    }
  };
  handler.close = () => files.close();
  return handler;
}

/** Storage's answer for the most an upload body may be: the file limit plus multipart framing. */
export function storageBodyLimit(config: StorageConfig): number {
  return config.fileSizeLimit + 64 * 1024;
}
