// POST/PUT /object/<bucket>/<name>, signed uploads, move, copy and remove.
import type { IncomingMessage } from "node:http";
import type { Caller } from "./caller.ts";
import { ERRORS } from "./errors.ts";
import { newVersion } from "./file-store.ts";
import { mustBeValidKey } from "./object-keys.ts";
import { mustBeAllowedToWrite, storeUpload } from "./object-uploads.ts";
import { type JsonBody, optionalString, requiredString, type StorageService } from "./service.ts";
import { signObjectToken, UPLOAD_URL_LIFETIME_SECONDS, verifyObjectToken } from "./signed-urls.ts";
import {
  findObject,
  inTransaction,
  mustFindObject,
  type ObjectRow,
  SUPERUSER,
  testPermission,
  upsertObject,
} from "./storage-db.ts";
import { readUploadBody } from "./upload-body.ts";

const MAX_OBJECTS_PER_REQUEST = 1000;

function isUpsert(req: IncomingMessage): boolean {
  return req.headers["x-upsert"] === "true";
}

/** upload() (POST, upsert from x-upsert) and update() (PUT, always an upsert). */
export async function uploadObject(
  service: StorageService,
  caller: Caller,
  req: IncomingMessage,
  body: Buffer,
  bucket: string,
  key: string,
): Promise<{ Id: string; Key: string }> {
  const upload = await readUploadBody(req.headers, body);
  const upsert = req.method === "PUT" || isUpsert(req);
  const row = await storeUpload(service, caller, { bucket, key, upsert, owner: caller.owner }, upload);
  return { Id: row.id, Key: `${bucket}/${key}` };
}

/** createSignedUploadUrl(): the caller must be allowed to insert there now. */
export async function signUpload(
  service: StorageService,
  caller: Caller,
  req: IncomingMessage,
  bucket: string,
  key: string,
): Promise<{ url: string; token: string }> {
  mustBeValidKey(key);
  const upsert = isUpsert(req);
  const contentLength = Number(req.headers["content-length"] ?? "");
  await mustBeAllowedToWrite(
    service,
    caller,
    { bucket, key, upsert, owner: caller.owner },
    {
      mimetype: req.headers["content-type"],
      contentLength: Number.isFinite(contentLength) ? contentLength : undefined,
    },
  );
  const url = `${bucket}/${key}`;
  const token = signObjectToken("upload", url, UPLOAD_URL_LIFETIME_SECONDS, { owner: caller.owner, upsert });
  return { url: `/object/upload/sign/${url}?token=${token}`, token };
}

/** uploadToSignedUrl(): the token stands for the caller who signed it. */
export async function uploadToSignedUrl(
  service: StorageService,
  req: IncomingMessage,
  body: Buffer,
  bucket: string,
  key: string,
  token: string | null,
): Promise<{ Key: string }> {
  const payload = verifyObjectToken(token, "upload", `${bucket}/${key}`);
  const upload = await readUploadBody(req.headers, body);
  await storeUpload(service, null, { bucket, key, upsert: payload.upsert === true, owner: payload.owner }, upload);
  return { Key: `${bucket}/${key}` };
}

function transferRequest(body: JsonBody) {
  const bucketId = requiredString(body, "bucketId");
  const sourceKey = requiredString(body, "sourceKey");
  const destinationKey = requiredString(body, "destinationKey");
  const destinationBucket = optionalString(body, "destinationBucket") || bucketId;
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

export async function moveObject(
  service: StorageService,
  caller: Caller,
  body: JsonBody,
): Promise<{ message: string; Id: string; Key: string }> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferRequest(body);
  mustBeValidKey(sourceKey);
  mustBeValidKey(destinationKey);
  const version = newVersion();
  // Storage's testPermission: the caller must see the source and be allowed to rename it.
  await testPermission(service.db, caller, async (tx) => {
    if (!(await findObject(tx, bucketId, sourceKey))) throw ERRORS.noSuchKey();
    const renamed = await tx.query(
      "update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6, owner_id = $7 " +
        "where bucket_id = $1 and name = $2",
      [bucketId, sourceKey, destinationKey, destinationBucket, version, uuidOrNull(caller.owner), caller.owner ?? null],
    );
    if (renamed.affectedRows === 0) throw ERRORS.noSuchKey();
  });
  const source = await mustFindObject(service.db, SUPERUSER, bucketId, sourceKey);
  if (bucketId === destinationBucket && sourceKey === destinationKey) {
    return { message: "Successfully moved", Id: source.id, Key: destinationKey };
  }
  await service.files.copy(source.version ?? "", version);
  try {
    await inTransaction(service.db, SUPERUSER, (tx) =>
      tx.query(
        "update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6, owner_id = $7 " +
          "where bucket_id = $1 and name = $2",
        [
          bucketId,
          sourceKey,
          destinationKey,
          destinationBucket,
          version,
          uuidOrNull(caller.owner),
          caller.owner ?? null,
        ],
      ),
    );
  } catch (error) {
    await service.files.remove([version]);
    throw error;
  }
  await service.files.remove([source.version]);
  return { message: "Successfully moved", Id: source.id, Key: destinationKey };
}

export async function copyObject(
  service: StorageService,
  caller: Caller,
  req: IncomingMessage,
  body: JsonBody,
): Promise<Record<string, unknown>> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferRequest(body);
  mustBeValidKey(sourceKey);
  mustBeValidKey(destinationKey);
  const upsert = isUpsert(req);
  const source = await mustFindObject(service.db, caller, bucketId, sourceKey);
  const metadata = source.metadata ?? {};
  await mustBeAllowedToWrite(
    service,
    caller,
    { bucket: destinationBucket, key: destinationKey, upsert, owner: caller.owner },
    metadata,
  );
  const version = newVersion();
  await service.files.copy(source.version ?? "", version);
  let destination: ObjectRow;
  let previousVersion: string | null | undefined;
  try {
    ({ destination, previousVersion } = await inTransaction(service.db, SUPERUSER, async (tx) => {
      const previous = await findObject(tx, destinationBucket, destinationKey);
      const stored = await upsertObject(tx, {
        bucket: destinationBucket,
        name: destinationKey,
        owner: caller.owner,
        version,
        metadata: { ...metadata, lastModified: new Date().toISOString() },
        userMetadata: source.user_metadata ?? undefined,
      });
      return { destination: stored, previousVersion: previous?.version };
    }));
  } catch (error) {
    await service.files.remove([version]);
    throw error;
  }
  await service.files.remove([previousVersion]);
  return { Id: destination.id, Key: `${destinationBucket}/${destinationKey}`, ...destination };
}

/** remove(): deletes what the caller's delete policies allow; the rest is silently kept. */
export async function removeObjects(
  service: StorageService,
  caller: Caller,
  bucket: string,
  body: JsonBody,
): Promise<ObjectRow[]> {
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes)) throw ERRORS.invalidRequest("body must have required property 'prefixes'");
  if (prefixes.length < 1) throw ERRORS.invalidRequest("body/prefixes must NOT have fewer than 1 items");
  if (prefixes.length > MAX_OBJECTS_PER_REQUEST) {
    throw ERRORS.invalidRequest(`body/prefixes must NOT have more than ${MAX_OBJECTS_PER_REQUEST} items`);
  }
  if (!prefixes.every((prefix) => typeof prefix === "string")) {
    throw ERRORS.invalidRequest("body/prefixes/0 must be string");
  }
  const deleted = await inTransaction(
    service.db,
    caller,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          "delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *",
          [bucket, prefixes],
        )
      ).rows,
    { allowDelete: true },
  );
  await service.files.remove(deleted.map((row) => row.version));
  return deleted;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuidOrNull(value: string | undefined): string | null {
  return value && UUID.test(value) ? value : null;
}
