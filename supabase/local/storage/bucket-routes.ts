// Routing for /bucket (StorageBucketApi).
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from "./buckets.ts";
import { decodePathPart } from "./object-keys.ts";
import { readJsonBody, sendJson, type StorageRequest } from "./service.ts";

export async function buckets(request: StorageRequest): Promise<boolean> {
  const { req, path, service } = request;
  const parts = path.split("/");
  if (parts[0] !== "bucket" || parts.length > 3) return false;
  const method = req.method ?? "GET";
  const id = parts[1] === undefined ? undefined : decodePathPart(parts[1]);
  if (parts.length === 1) {
    if (method === "GET") return answer(request, await listBuckets(service, request.caller(), request.query));
    if (method === "POST")
      return answer(request, await createBucket(service, request.caller(), readJsonBody(request.body)));
    return false;
  }
  if (id === undefined || id === "") return false;
  if (parts.length === 3) {
    if (parts[2] !== "empty" || method !== "POST") return false;
    return answer(request, await emptyBucket(service, request.caller(), id));
  }
  if (method === "GET") return answer(request, await getBucket(service, request.caller(), id));
  if (method === "PUT")
    return answer(request, await updateBucket(service, request.caller(), id, readJsonBody(request.body)));
  if (method === "DELETE") return answer(request, await deleteBucket(service, request.caller(), id));
  return false;
}

function answer(request: StorageRequest, body: unknown): true {
  sendJson(request.res, 200, body);
  return true;
}
