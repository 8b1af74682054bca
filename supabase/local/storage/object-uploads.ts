// Uploads, as Storage's Uploader does them: the bucket's MIME types and size limit first, then
// the caller's INSERT (or, for an upsert, INSERT … ON CONFLICT UPDATE) is tried under RLS and
// rolled back, then the bytes are written and the row is stored. A refusal stores nothing.
import { createHash } from "node:crypto";
import type { Caller } from "./caller.ts";
import { ERRORS } from "./errors.ts";
import { newVersion } from "./file-store.ts";
import { mustBeValidKey } from "./object-keys.ts";
import type { StorageService } from "./service.ts";
import {
  createObject,
  inTransaction,
  mustFindBucket,
  type NewObject,
  type ObjectMetadata,
  type ObjectRow,
  SUPERUSER,
  testPermission,
  upsertObject,
} from "./storage-db.ts";
import { mustBeAllowedMimeType, type UploadBody } from "./upload-body.ts";

export interface UploadTarget {
  bucket: string;
  key: string;
  upsert: boolean;
  owner: string | undefined;
}

/** Storage's canUpload: the caller's insert (or upsert) under RLS, rolled back. */
export async function mustBeAllowedToWrite(
  service: StorageService,
  caller: Caller,
  target: UploadTarget,
  metadata: Partial<ObjectMetadata>,
): Promise<void> {
  const probe: NewObject = {
    bucket: target.bucket,
    name: target.key,
    owner: target.owner,
    version: "1",
    metadata,
    userMetadata: undefined,
  };
  await testPermission(service.db, caller, (tx) => (target.upsert ? upsertObject(tx, probe) : createObject(tx, probe)));
}

export function sizeLimitOf(service: StorageService, bucketLimit: number | null): number {
  return bucketLimit === null ? service.config.fileSizeLimit : Math.min(bucketLimit, service.config.fileSizeLimit);
}

/** Checks the upload against its bucket; `caller` null means a signed upload URL vouched for it. */
export async function storeUpload(
  service: StorageService,
  caller: Caller | null,
  target: UploadTarget,
  upload: UploadBody,
): Promise<ObjectRow> {
  const bucket = await mustFindBucket(service.db, SUPERUSER, target.bucket);
  mustBeAllowedMimeType(upload.mimeType, bucket.allowed_mime_types);
  if (upload.bytes.length > sizeLimitOf(service, bucket.file_size_limit)) throw ERRORS.entityTooLarge();
  mustBeValidKey(target.key);
  if (caller) {
    await mustBeAllowedToWrite(service, caller, target, {
      mimetype: upload.mimeType,
      contentLength: upload.bytes.length,
    });
  }
  const version = newVersion();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash("md5").update(upload.bytes).digest("hex")}"`,
    size: upload.bytes.length,
    mimetype: upload.mimeType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
  await service.files.write(version, upload.bytes);
  try {
    const { row, previousVersion } = await inTransaction(service.db, SUPERUSER, async (tx) => {
      const previous = await tx.query<{ version: string | null }>(
        "select version from storage.objects where bucket_id = $1 and name = $2 for update",
        [target.bucket, target.key],
      );
      if (previous.rows.length > 0 && !target.upsert && !caller) throw ERRORS.keyAlreadyExists();
      const stored = await upsertObject(tx, {
        bucket: target.bucket,
        name: target.key,
        owner: target.owner,
        version,
        metadata,
        userMetadata: upload.userMetadata,
      });
      return { row: stored, previousVersion: previous.rows[0]?.version };
    });
    await service.files.remove([previousVersion]);
    return row;
  } catch (error) {
    await service.files.remove([version]);
    throw error;
  }
}
