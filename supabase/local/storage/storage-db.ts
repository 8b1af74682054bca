// Storage's SQL, run the way Storage runs it: as the caller's role with the JWT claims set (so
// the RLS policies on storage.objects and storage.buckets decide) or, where Storage itself uses
// its superuser connection, as the database owner. Postgres errors become Storage's answers.
import type { Database, Transaction } from "../db/database.ts";
import { runAs } from "../db/db.ts";
import type { Caller } from "./caller.ts";
import { ERRORS, fromDatabaseError, StorageError } from "./errors.ts";

export type Tx = Transaction;
export const SUPERUSER = "superuser" as const;
export type Actor = Caller | typeof SUPERUSER;

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const ALLOW_DELETE = "select set_config('storage.allow_delete_query', 'true', true)";

/** Runs fn in one transaction as the actor; mapped Postgres errors surface as StorageErrors. */
export async function inTransaction<T>(
  db: Database,
  actor: Actor,
  fn: (tx: Tx) => Promise<T>,
  opts: { allowDelete?: boolean } = {},
): Promise<T> {
  const body = async (tx: Tx) => {
    if (opts.allowDelete) await tx.exec(ALLOW_DELETE);
    return fn(tx);
  };
  try {
    return actor === SUPERUSER ? await db.transaction(body) : await runAs(db, actor.claims, body);
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw fromDatabaseError(error);
  }
}

const ROLLBACK = Symbol("rollback");

/** Storage's testPermission: runs fn as the caller, then rolls back whatever it did. */
export async function testPermission(db: Database, caller: Caller, fn: (tx: Tx) => Promise<unknown>): Promise<void> {
  try {
    await inTransaction(db, caller, async (tx) => {
      await fn(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

export async function findBucket(tx: Tx, id: string): Promise<BucketRow | undefined> {
  const result = await tx.query<BucketRow>(
    "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
  const row = result.rows[0];
  return row && { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

export async function mustFindBucket(db: Database, actor: Actor, id: string): Promise<BucketRow> {
  const bucket = await inTransaction(db, actor, (tx) => findBucket(tx, id));
  if (!bucket) throw ERRORS.noSuchBucket();
  return bucket;
}

export async function findObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const result = await tx.query<ObjectRow>("select * from storage.objects where bucket_id = $1 and name = $2", [
    bucket,
    name,
  ]);
  return result.rows[0];
}

export async function mustFindObject(db: Database, actor: Actor, bucket: string, name: string): Promise<ObjectRow> {
  const object = await inTransaction(db, actor, (tx) => findObject(tx, bucket, name));
  if (!object) throw ERRORS.noSuchKey();
  return object;
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string | undefined;
  version: string;
  metadata: Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function objectValues(object: NewObject): unknown[] {
  const owner = object.owner && UUID.test(object.owner) ? object.owner : null;
  return [
    object.bucket,
    object.name,
    owner,
    object.owner ?? null,
    object.version,
    JSON.stringify(object.metadata),
    object.userMetadata === undefined ? null : JSON.stringify(object.userMetadata),
  ];
}

const INSERT_OBJECT =
  "insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata) " +
  "values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)";

/** Storage's createObject: a plain insert (KeyAlreadyExists when the name is taken). */
export async function createObject(tx: Tx, object: NewObject): Promise<void> {
  try {
    await tx.query(INSERT_OBJECT, objectValues(object));
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw ERRORS.keyAlreadyExists();
    throw error;
  }
}

/** Storage's upsertObject: insert or replace the row for the name, returning it. */
export async function upsertObject(tx: Tx, object: NewObject): Promise<ObjectRow> {
  const result = await tx.query<ObjectRow>(
    `${INSERT_OBJECT} on conflict (name, bucket_id) do update set metadata = excluded.metadata, ` +
      "user_metadata = excluded.user_metadata, version = excluded.version, owner = excluded.owner, " +
      "owner_id = excluded.owner_id returning *",
    objectValues(object),
  );
  return result.rows[0];
}
