// Reads an upload the two ways storage-js sends one (supabase/storage src/storage/uploader.ts):
// multipart/form-data with the file, `cacheControl` and `metadata` fields (Blob/File/FormData
// bodies), or the raw bytes with content-type, cache-control and base64 x-metadata headers.
import type { IncomingHttpHeaders } from "node:http";
import { ERRORS } from "./errors.ts";
import { parseJsonText } from "../http/json-body.ts";

export interface UploadBody {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

const MAX_USER_METADATA_BYTES = 1024 * 1024;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = parseJsonText(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export async function readUploadBody(headers: IncomingHttpHeaders, body: Buffer): Promise<UploadBody> {
  const contentType = header(headers, "content-type");
  if (contentType?.toLowerCase().startsWith("multipart/form-data")) return readMultipart(contentType, body);
  const encodedMetadata = header(headers, "x-metadata");
  return {
    bytes: body,
    mimeType: contentType || "application/octet-stream",
    cacheControl: header(headers, "cache-control") ?? "no-cache",
    userMetadata: encodedMetadata
      ? parseJsonObject(Buffer.from(encodedMetadata, "base64").toString("utf8"))
      : undefined,
  };
}

async function readMultipart(contentType: string, body: Buffer): Promise<UploadBody> {
  let form: FormData;
  try {
    form = await new Request("http://storage.local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw ERRORS.noContentProvided();
  }
  let file: File | undefined;
  for (const value of form.values()) {
    if (typeof value !== "string") {
      file = value;
      break;
    }
  }
  if (!file) throw ERRORS.noContentProvided();
  const cacheTime = form.get("cacheControl");
  const customMetadata = form.get("metadata") ?? form.get("userMetadata");
  const contentTypeField = form.get("contentType");
  if (typeof customMetadata === "string" && Buffer.byteLength(customMetadata) > MAX_USER_METADATA_BYTES) {
    throw ERRORS.entityTooLarge();
  }
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimeType: (typeof contentTypeField === "string" && contentTypeField) || file.type || "text/plain",
    cacheControl: typeof cacheTime === "string" && cacheTime ? `max-age=${cacheTime}` : "no-cache",
    userMetadata: typeof customMetadata === "string" ? parseJsonObject(customMetadata) : undefined,
  };
}

/** Storage's validateMimeType: "type/subtype" against the bucket's list ("image/*" allowed). */
export function mustBeAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const requested = mimeType.split("/");
  if (requested.length < 2) throw ERRORS.invalidMimeType(mimeType);
  const [type, subtype] = requested;
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
  if (!ok) throw ERRORS.invalidMimeType(mimeType);
}
