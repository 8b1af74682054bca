// The Storage buckets the browser uploads to, with the limits Storage enforces. Migration
// 20261127000300_storage.sql creates the buckets with these exact values (storage-rules.test.ts
// checks that), so the forms can explain a problem before a byte is sent.

export interface BucketRules {
  id: string;
  /** Largest file Storage accepts, in bytes. */
  maxBytes: number;
  /** Content types Storage accepts. */
  mimeTypes: readonly string[];
}

/** Images the admin area puts on the site: logos and how-it-works pictures. Admins write. */
export const SITE_MEDIA_BUCKET = "site-media";

/** Profile pictures, at `<user id>/<file>`: each user writes only in their own folder. */
export const AVATARS_BUCKET = "avatars";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"] as const;

export const SITE_MEDIA: BucketRules = { id: SITE_MEDIA_BUCKET, maxBytes: 5 * 1024 * 1024, mimeTypes: IMAGE_TYPES };

export const AVATARS: BucketRules = { id: AVATARS_BUCKET, maxBytes: 2 * 1024 * 1024, mimeTypes: IMAGE_TYPES };

export const BUCKETS = [SITE_MEDIA, AVATARS] as const;

/**
 * What the browser agrees to decode before it scales a picture down: the bucket limits apply to
 * the resized result (a 3 MB phone photo becomes a ~20 KB avatar), these only keep a huge or
 * hostile file from exhausting the visitor's memory. 50 megapixels covers 48 MP phone cameras.
 */
export const PICKED_IMAGE = { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 } as const;
