// Names Storage accepts (supabase/storage src/storage/limits.ts): S3-safe characters only, so
// NUL, backslashes, control and non-ASCII characters are refused with InvalidKey. The local stack
// also refuses "." and ".." segments and empty segments: no object name can ever be a path that
// climbs out of a folder (files on disk are named by version id anyway, never by object name).
import { ERRORS } from "./errors.ts";

const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_BYTES = 1024;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > MAX_KEY_BYTES || !VALID_OBJECT_KEY.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || !isValidKey(key)) throw ERRORS.invalidKey(key ?? "");
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && VALID_BUCKET_NAME.test(name) && name.trim() === name;
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== "string" || !isValidBucketName(name)) throw ERRORS.invalidBucketName();
}

/** Decodes one URL path segment; malformed percent-encoding is an invalid key, not a crash. */
export function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw ERRORS.invalidKey(part);
  }
}

/** "bucket/a/b.png" (URL-encoded, after the route prefix) → bucket and key. */
export function splitBucketAndKey(rest: string): { bucket: string; key: string } {
  const slash = rest.indexOf("/");
  const bucket = decodePathPart(slash === -1 ? rest : rest.slice(0, slash));
  const key =
    slash === -1
      ? ""
      : rest
          .slice(slash + 1)
          .split("/")
          .map(decodePathPart)
          .join("/");
  return { bucket, key };
}
