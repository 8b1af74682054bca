// Routing for /object (StorageFileApi), plus the features the local stack does not have
// (image transformation, CDN purge, S3, resumable uploads), which answer a 400 naming them.
import { ERRORS } from "./errors.ts";
import {
  listObjects,
  objectForCaller,
  objectInfo,
  publicObject,
  signDownload,
  signDownloads,
  signedObject,
} from "./object-reads.ts";
import { splitBucketAndKey } from "./object-keys.ts";
import { listObjectsV2 } from "./object-list-v2.ts";
import { copyObject, moveObject, removeObjects, signUpload, uploadObject, uploadToSignedUrl } from "./object-writes.ts";
import { serveObject } from "./serve-object.ts";
import { readJsonBody, sendJson, type StorageRequest } from "./service.ts";

const UNSUPPORTED_PREFIXES: Array<[prefix: string, feature: string]> = [
  ["render/", "Image transformation"],
  ["cdn/", "CDN cache purge"],
  ["s3/", "The S3 protocol"],
  ["upload/resumable", "Resumable (TUS) uploads"],
];

export async function objects(request: StorageRequest): Promise<boolean> {
  const { path } = request;
  const unsupported = UNSUPPORTED_PREFIXES.find(([prefix]) => path.startsWith(prefix) || `${path}/` === prefix);
  if (unsupported) throw ERRORS.notSupported(unsupported[1]);
  if (!path.startsWith("object/")) return false;
  const rest = path.slice("object/".length);
  const method = request.req.method ?? "GET";
  const reading = method === "GET" || method === "HEAD";

  if (method === "POST" && (rest === "move" || rest === "copy")) {
    const body = readJsonBody(request.body);
    const caller = request.caller();
    return answer(
      request,
      rest === "move"
        ? await moveObject(request.service, caller, body)
        : await copyObject(request.service, caller, request.req, body),
    );
  }
  if (method === "POST" && rest.startsWith("list-v2/")) {
    const { bucket } = splitBucketAndKey(rest.slice("list-v2/".length));
    return answer(request, await listObjectsV2(request.service, request.caller(), bucket, readJsonBody(request.body)));
  }
  if (method === "POST" && rest.startsWith("list/")) {
    const { bucket } = splitBucketAndKey(rest.slice("list/".length));
    return answer(request, await listObjects(request.service, request.caller(), bucket, readJsonBody(request.body)));
  }
  if (rest.startsWith("upload/sign/")) {
    const { bucket, key } = splitBucketAndKey(rest.slice("upload/sign/".length));
    if (method === "POST")
      return answer(request, await signUpload(request.service, request.caller(), request.req, bucket, key));
    if (method === "PUT") {
      const token = request.query.get("token");
      return answer(request, await uploadToSignedUrl(request.service, request.req, request.body, bucket, key, token));
    }
    return false;
  }
  if (rest.startsWith("sign/")) {
    const { bucket, key } = splitBucketAndKey(rest.slice("sign/".length));
    if (method === "POST") {
      const body = readJsonBody(request.body);
      const caller = request.caller();
      return answer(
        request,
        key
          ? await signDownload(request.service, caller, bucket, key, body)
          : await signDownloads(request.service, caller, bucket, body),
      );
    }
    if (!reading) return false;
    return serve(request, await signedObject(request.service, bucket, key, request.query.get("token")));
  }
  if (reading && rest.startsWith("public/")) {
    const { bucket, key } = splitBucketAndKey(rest.slice("public/".length));
    return serve(request, await publicObject(request.service, bucket, key));
  }
  if (method === "GET" && rest.startsWith("info/")) {
    const infoPath = rest.slice("info/".length);
    if (infoPath.startsWith("public/")) {
      const { bucket, key } = splitBucketAndKey(infoPath.slice("public/".length));
      return answer(request, objectInfo(await publicObject(request.service, bucket, key)));
    }
    const { bucket, key } = splitBucketAndKey(infoPath.replace(/^authenticated\//, ""));
    return answer(request, objectInfo(await objectForCaller(request.service, request.caller(), bucket, key)));
  }
  const { bucket, key } = splitBucketAndKey(reading ? rest.replace(/^authenticated\//, "") : rest);
  if (method === "DELETE" && !key)
    return answer(request, await removeObjects(request.service, request.caller(), bucket, readJsonBody(request.body)));
  if (method === "DELETE") {
    const removed = await removeObjects(request.service, request.caller(), bucket, { prefixes: [key] });
    if (removed.length === 0) throw ERRORS.noSuchKey();
    return answer(request, { message: "Successfully deleted" });
  }
  if (method === "POST" || method === "PUT") {
    return answer(
      request,
      await uploadObject(request.service, request.caller(), request.req, request.body, bucket, key),
    );
  }
  if (reading && key) return serve(request, await objectForCaller(request.service, request.caller(), bucket, key));
  return false;
}

function answer(request: StorageRequest, body: unknown): true {
  sendJson(request.res, 200, body);
  return true;
}

async function serve(request: StorageRequest, object: Parameters<typeof serveObject>[3]): Promise<true> {
  await serveObject(request.req, request.res, request.service.files, object, {
    mode: request.req.method === "HEAD" ? "head" : "body",
    download: request.query.get("download"),
  });
  return true;
}
