// /bucket routes, as Storage answers them. storage.buckets has RLS on and no policies, so only
// the service role manages buckets (Storage's own rule on hosted projects unless a policy says
// otherwise); anon and signed-in users see none.
import type { Caller } from "./caller.ts";
import { ERRORS } from "./errors.ts";
import { mustBeValidBucketName } from "./object-keys.ts";
import { type JsonBody, optionalString, type StorageService } from "./service.ts";
import { parseByteSize } from "./storage-config.ts";
import { inTransaction, mustFindBucket, SUPERUSER } from "./storage-db.ts";

const BUCKET_COLUMNS = "id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types";
const LIST_SORT_COLUMNS = new Set(["id", "name", "created_at", "updated_at"]);
const MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

function withNumericLimit<T extends { file_size_limit?: unknown }>(row: T): T {
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

export async function listBuckets(service: StorageService, caller: Caller, query: URLSearchParams): Promise<unknown[]> {
  const values: unknown[] = [];
  let sql = `select ${BUCKET_COLUMNS}, type from storage.buckets`;
  const search = query.get("search");
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    sql += ` where name ilike $${values.length}`;
  }
  const sortColumn = query.get("sortColumn");
  if (sortColumn) {
    if (!LIST_SORT_COLUMNS.has(sortColumn))
      throw ERRORS.invalidRequest("querystring/sortColumn must be equal to one of the allowed values");
    sql += ` order by ${sortColumn} ${query.get("sortOrder") === "desc" ? "desc" : "asc"}`;
  }
  for (const name of ["limit", "offset"] as const) {
    const raw = query.get(name);
    if (raw === null) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw ERRORS.invalidRequest(`querystring/${name} must be integer`);
    values.push(value);
    sql += ` ${name} $${values.length}`;
  }
  const rows = await inTransaction(
    service.db,
    caller,
    async (tx) => (await tx.query<{ file_size_limit: unknown }>(sql, values)).rows,
  );
  return rows.map(withNumericLimit);
}

export async function getBucket(service: StorageService, caller: Caller, id: string): Promise<unknown> {
  const row = await inTransaction(service.db, caller, async (tx) => {
    const result = await tx.query<{ file_size_limit: unknown }>(
      `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return result.rows[0];
  });
  if (!row) throw ERRORS.noSuchBucket();
  return withNumericLimit(row);
}

function fileSizeLimitOf(service: StorageService, value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const bytes = typeof value === "number" ? value : typeof value === "string" ? parseByteSize(value) : Number.NaN;
  if (!Number.isInteger(bytes) || bytes < 0) throw ERRORS.invalidFileSizeLimit();
  if (bytes > service.config.fileSizeLimit) throw ERRORS.entityTooLarge();
  return bytes;
}

function allowedMimeTypesOf(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string")) {
    throw ERRORS.invalidRequest("body/allowed_mime_types must be array");
  }
  const types = value.filter((entry) => entry);
  for (const type of types) if (type.length > 1000 || !MIME_TYPE.test(type)) throw ERRORS.invalidMimeType(type);
  return types;
}

function publicFlagOf(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw ERRORS.invalidRequest("body/public must be boolean");
  return value;
}

export async function createBucket(service: StorageService, caller: Caller, body: JsonBody): Promise<{ name: string }> {
  const name = body.name;
  if (name === undefined) throw ERRORS.invalidRequest("body must have required property 'name'");
  mustBeValidBucketName(name);
  const id = optionalString(body, "id") || name;
  mustBeValidBucketName(id);
  if (body.type !== undefined && body.type !== "STANDARD")
    throw ERRORS.notSupported(`Bucket type ${String(body.type)}`);
  const isPublic = publicFlagOf(body.public) ?? false;
  const limit = fileSizeLimitOf(service, body.file_size_limit) ?? null;
  const mimeTypes = allowedMimeTypesOf(body.allowed_mime_types) ?? null;
  const owner = caller.owner;
  try {
    await inTransaction(service.db, caller, (tx) =>
      tx.query(
        "insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6, $7)",
        [id, name, owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null, owner ?? null, isPublic, limit, mimeTypes],
      ),
    );
  } catch (error) {
    if ((error as { code?: string }).code === "ResourceAlreadyExists") throw ERRORS.bucketAlreadyExists();
    throw error;
  }
  return { name };
}

export async function updateBucket(
  service: StorageService,
  caller: Caller,
  id: string,
  body: JsonBody,
): Promise<{ message: string }> {
  mustBeValidBucketName(id);
  const changes: Array<[string, unknown]> = [];
  const isPublic = publicFlagOf(body.public);
  if (isPublic !== undefined) changes.push(["public", isPublic]);
  const limit = fileSizeLimitOf(service, body.file_size_limit);
  if (limit !== undefined) changes.push(["file_size_limit", limit]);
  const mimeTypes = allowedMimeTypesOf(body.allowed_mime_types);
  if (mimeTypes !== undefined) changes.push(["allowed_mime_types", mimeTypes]);
  if (changes.length === 0) throw ERRORS.noContentProvided();
  const assignments = changes.map(([column], index) => `${column} = $${index + 2}`).join(", ");
  const updated = await inTransaction(service.db, caller, (tx) =>
    tx.query(`update storage.buckets set ${assignments}, updated_at = now() where id = $1`, [
      id,
      ...changes.map(([, value]) => value),
    ]),
  );
  if (!updated.affectedRows) throw ERRORS.noSuchBucket();
  return { message: "Successfully updated" };
}

/** emptyBucket(): Storage queues the deletion; here it happens before the answer. */
export async function emptyBucket(service: StorageService, caller: Caller, id: string): Promise<{ message: string }> {
  await getBucket(service, caller, id);
  const versions = await inTransaction(
    service.db,
    SUPERUSER,
    async (tx) =>
      (
        await tx.query<{ version: string | null }>(
          "delete from storage.objects where bucket_id = $1 returning version",
          [id],
        )
      ).rows,
    { allowDelete: true },
  );
  await service.files.remove(versions.map((row) => row.version));
  return { message: "Empty bucket has been queued. Completion may take up to an hour." };
}

export async function deleteBucket(service: StorageService, caller: Caller, id: string): Promise<{ message: string }> {
  await mustFindBucket(service.db, SUPERUSER, id);
  const hasObjects = await inTransaction(
    service.db,
    SUPERUSER,
    async (tx) => (await tx.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id])).rows.length > 0,
  );
  if (hasObjects) throw ERRORS.bucketNotEmpty();
  const deleted = await inTransaction(
    service.db,
    caller,
    (tx) => tx.query("delete from storage.buckets where id = $1", [id]),
    {
      allowDelete: true,
    },
  );
  if (!deleted.affectedRows) throw ERRORS.noSuchBucket();
  return { message: "Successfully deleted" };
}
