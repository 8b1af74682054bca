// Downloads, info, list and signed download URLs.
import type { Caller } from "./caller.ts";
import { ERRORS } from "./errors.ts";
import { mustBeValidKey } from "./object-keys.ts";
import type { JsonBody, StorageService } from "./service.ts";
import { signObjectToken, verifyObjectToken } from "./signed-urls.ts";
import { findBucket, inTransaction, mustFindObject, type ObjectRow, SUPERUSER } from "./storage-db.ts";

/**
 * The object a download, HEAD or info request names. As in Storage's getObject: in a public
 * bucket anyone may read (no RLS); in a private one the caller's select policies decide.
 */
export async function objectForCaller(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  const bucket = await inTransaction(service.db, SUPERUSER, (tx) => findBucket(tx, bucketId));
  if (!bucket) throw ERRORS.noSuchBucket();
  mustBeValidKey(key);
  return mustFindObject(service.db, bucket.public ? SUPERUSER : caller, bucketId, key);
}

/** /object/public/…: only objects of public buckets, for anyone. */
export async function publicObject(service: StorageService, bucketId: string, key: string): Promise<ObjectRow> {
  const bucket = await inTransaction(service.db, SUPERUSER, (tx) => findBucket(tx, bucketId));
  if (!bucket?.public) throw ERRORS.noSuchBucket();
  mustBeValidKey(key);
  return mustFindObject(service.db, SUPERUSER, bucketId, key);
}

/** /object/sign/…?token=: whoever holds a valid token reads that one object. */
export async function signedObject(
  service: StorageService,
  bucketId: string,
  key: string,
  token: string | null,
): Promise<ObjectRow> {
  verifyObjectToken(token, "download", `${bucketId}/${key}`);
  return mustFindObject(service.db, SUPERUSER, bucketId, key);
}

/** info(): Storage's InfoRenderer body. */
export function objectInfo(object: ObjectRow): Record<string, unknown> {
  const metadata = object.metadata;
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}

const SORT_COLUMNS = new Set(["name", "updated_at", "created_at", "last_accessed_at"]);

function integerField(body: JsonBody, name: string, fallback: number, minimum: number): number {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value))
    throw ERRORS.invalidRequest(`body/${name} must be integer`);
  if (value < minimum) throw ERRORS.invalidRequest(`body/${name} must be >= ${minimum}`);
  return value;
}

/** list(): one folder level through storage.search(), as the caller (RLS decides what shows). */
export async function listObjects(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  body: JsonBody,
): Promise<unknown[]> {
  if (typeof body.prefix !== "string") throw ERRORS.invalidRequest("body must have required property 'prefix'");
  const limit = integerField(body, "limit", 100, 1);
  const offset = integerField(body, "offset", 0, 0);
  const search = body.search === undefined || body.search === null ? "" : body.search;
  if (typeof search !== "string") throw ERRORS.invalidRequest("body/search must be string");
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  if (typeof sortBy !== "object" || Array.isArray(sortBy)) throw ERRORS.invalidRequest("body/sortBy must be object");
  const column = sortBy.column ?? "name";
  if (typeof column !== "string" || !SORT_COLUMNS.has(column)) {
    throw ERRORS.invalidRequest("body/sortBy/column must be equal to one of the allowed values");
  }
  const order = typeof sortBy.order === "string" ? sortBy.order : "asc";
  const prefix = body.prefix.length > 0 && !body.prefix.endsWith("/") ? `${body.prefix}/` : body.prefix;
  if (prefix.includes("\0") || search.includes("\0")) throw ERRORS.invalidKey(prefix);
  return inTransaction(service.db, caller, async (tx) => {
    const result = await tx.query("select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)", [
      prefix,
      bucketId,
      limit,
      (prefix + search).split("/").length,
      offset,
      search,
      column,
      order,
    ]);
    return result.rows;
  });
}

function expiresInOf(body: JsonBody): number {
  const expiresIn = body.expiresIn;
  if (expiresIn === undefined || expiresIn === null)
    throw ERRORS.invalidRequest("body must have required property 'expiresIn'");
  if (typeof expiresIn !== "number" || !Number.isFinite(expiresIn) || expiresIn < 1) {
    throw ERRORS.invalidRequest("body/expiresIn must be >= 1");
  }
  return Math.floor(expiresIn);
}

/** createSignedUrl(): the caller must be able to see the object now. */
export async function signDownload(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  key: string,
  body: JsonBody,
): Promise<{ signedURL: string }> {
  const expiresIn = expiresInOf(body);
  if (body.transform !== undefined) throw ERRORS.notSupported("Image transformation");
  mustBeValidKey(key);
  await mustFindObject(service.db, caller, bucketId, key);
  const url = `${bucketId}/${key}`;
  return { signedURL: `/object/sign/${url}?token=${signObjectToken("download", url, expiresIn)}` };
}

/** createSignedUrls(): one entry per path, an error for those the caller cannot see. */
export async function signDownloads(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  body: JsonBody,
): Promise<Array<{ error: string | null; path: string; signedURL: string | null }>> {
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length < 1 || !paths.every((path) => typeof path === "string")) {
    throw ERRORS.invalidRequest("body/paths must be a non-empty array of strings");
  }
  const visible = await inTransaction(service.db, caller, async (tx) => {
    const result = await tx.query<{ name: string }>(
      "select name from storage.objects where bucket_id = $1 and name = any($2::text[])",
      [bucketId, paths],
    );
    return new Set(result.rows.map((row) => row.name));
  });
  return (paths as string[]).map((path) => {
    if (!visible.has(path)) {
      return { error: "Either the object does not exist or you do not have access to it", path, signedURL: null };
    }
    const url = `${bucketId}/${path}`;
    return { error: null, path, signedURL: `/object/sign/${url}?token=${signObjectToken("download", url, expiresIn)}` };
  });
}
