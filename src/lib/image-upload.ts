// Uploading pictures to Supabase Storage from the admin area and the profile: the checks a file
// must pass first, safe generated object names, the upload itself, and removing a stored file
// again. Only client-only screens import this (the home page never loads it).
import { env } from "./env";
import { resizeImage, type ResizeOptions } from "./image-resize";
import { PICKED_IMAGE, type BucketRules } from "./storage-rules";
import { rasterizeSvg, SVG_TYPE } from "./svg-raster";
import { getSupabase } from "./supabase";

const TYPE_NAMES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  [SVG_TYPE]: "SVG",
};
const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/avif": "avif",
};

const matches = (patterns: readonly string[], type: string) =>
  patterns.some((pattern) => pattern === type || (pattern.endsWith("/*") && type.startsWith(pattern.slice(0, -1))));

/** Whether the bucket stores files of this type. */
const stores = (bucket: BucketRules, type: string) => matches(bucket.mimeTypes ?? ["image/*"], type);

/**
 * The types the picker offers: the bucket's, plus SVG where it stores PNG (prepareImage draws an
 * SVG as a PNG), or any image where it takes any type (only images are sent).
 */
export const acceptedTypes = (bucket: BucketRules): readonly string[] =>
  bucket.mimeTypes
    ? stores(bucket, "image/png") && !stores(bucket, SVG_TYPE)
      ? [...bucket.mimeTypes, SVG_TYPE]
      : bucket.mimeTypes
    : ["image/*"];

/** "PNG, JPEG, WebP, AVIF or SVG" for the types the picker offers; "Any image" where it takes any type. */
export function typeList(bucket: BucketRules): string {
  if (!bucket.mimeTypes) return "Any image";
  const names = acceptedTypes(bucket).map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names.join("");
}

/** Bytes as people read them: "512 KB", "2 MB", "6.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

const wrongType = (bucket: BucketRules) =>
  bucket.mimeTypes
    ? `This file is not a ${typeList(bucket)} image. Choose one of those.`
    : "This file is not an image. Choose an image.";

/**
 * What is wrong with a file the visitor picked or dropped, before it is decoded and scaled down, or
 * null when the browser may try: the bucket's type, not empty, at most PICKED_IMAGE.maxBytes.
 */
export function pickedFileProblem(file: Blob & { name?: string }, bucket: BucketRules): string | null {
  if (!matches(acceptedTypes(bucket), file.type)) return wrongType(bucket);
  if (file.size === 0) return "This file is empty. Choose another image.";
  if (file.size > PICKED_IMAGE.maxBytes) {
    return `This file is ${formatBytes(file.size)}; pictures can be up to ${formatBytes(PICKED_IMAGE.maxBytes)}.`;
  }
  return null;
}

/**
 * What is wrong with the scaled-down image about to be stored, or null when the bucket takes it.
 * A bucket without a size limit of its own is left to the project's, which only Storage knows.
 */
export function fileProblem(file: Blob & { name?: string }, bucket: BucketRules): string | null {
  if (!stores(bucket, file.type)) return wrongType(bucket);
  if (file.size === 0) return "This file is empty. Choose another image.";
  if (bucket.maxBytes !== null && file.size > bucket.maxBytes) {
    return `Even scaled down, this image is ${formatBytes(file.size)}; it can be up to ${formatBytes(bucket.maxBytes)}. Choose a simpler picture.`;
  }
  return null;
}

/** An Error whose message is already the sentence to show. */
export class UploadError extends Error {}

/**
 * The picked file scaled down as `options` say, checked against the bucket's rules: an
 * UploadError says why the bucket would refuse the result, before a byte is sent.
 */
export async function prepareImage(file: Blob, options: ResizeOptions, bucket: BucketRules): Promise<Blob> {
  // An SVG becomes the PNG it draws; an avatar's centre square is then cut from that.
  const drawn = file.type === SVG_TYPE ? await rasterizeSvg(file, options.maxSide) : null;
  const blob = drawn && !options.square ? drawn : (await resizeImage(drawn ?? file, options)).blob;
  const problem = fileProblem(blob, bucket);
  if (problem) throw new UploadError(problem);
  return blob;
}

/** `<folder>/<random uuid>.<ext>`: never the visitor's own file name. */
export function newObjectName(folder: string, contentType: string): string {
  const extension = EXTENSIONS[contentType];
  if (!extension) throw new Error(`Unsupported image type ${contentType}.`);
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}

const publicPrefix = (bucketId: string) =>
  `${env.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${bucketId}/`;

/** The object name behind a public URL of this bucket, or null for any other address. */
export function storedObjectName(url: string | null | undefined, bucketId: string): string | null {
  const prefix = publicPrefix(bucketId);
  if (!url || !url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).split(/[?#]/)[0];
  try {
    const name = decodeURIComponent(rest);
    return name && !name.split("/").some((part) => part === "" || part === "." || part === "..") ? name : null;
  } catch {
    return null;
  }
}

interface StorageErrorLike {
  status?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

/**
 * The sentence shown when Storage refuses an upload or a delete. prepareImage checks the bucket's
 * size limit and types first, so Storage refusing either means the bucket changed since they were
 * read, or the project's upload limit refused a file the bucket set no limit for.
 */
export function describeStorageError(error: unknown): string {
  if (error instanceof TypeError) return "Could not reach the server. Check your connection and try again.";
  const found = (typeof error === "object" && error !== null ? error : {}) as StorageErrorLike;
  // Storage answers client errors with HTTP 400 and the real status as the body's statusCode.
  const status = Number(found.statusCode ?? found.status);
  const { message } = found;
  if (status === 413) return "The image is larger than Storage accepts. Choose a smaller picture.";
  if (status === 415) return "Storage does not accept this type of image. Choose another picture.";
  if (status === 401 || status === 403) return "You don't have permission to store this image. Sign in again.";
  if (typeof message === "string" && message.trim() !== "") return message;
  return "Something went wrong. Please try again.";
}

/** Stores the image (from prepareImage) under a new name in `folder` and answers its public URL. */
export async function uploadImage(bucketId: string, folder: string, image: Blob): Promise<string> {
  const supabase = await getSupabase();
  const files = supabase.storage.from(bucketId);
  const { data, error } = await files.upload(newObjectName(folder, image.type), image, {
    contentType: image.type,
    cacheControl: "31536000",
    upsert: false,
  });
  if (error) throw new UploadError(describeStorageError(error));
  return files.getPublicUrl(data.path).data.publicUrl;
}

/** Deletes the file behind `url` when it is one of ours in `bucket`; other addresses are left alone. */
export async function removeStoredImage(url: string | null | undefined, bucketId: string): Promise<void> {
  const name = storedObjectName(url, bucketId);
  if (!name) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(bucketId).remove([name]);
  if (error) throw new UploadError(describeStorageError(error));
}
