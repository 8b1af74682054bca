// The Storage buckets the browser uploads to. Their size limits and types are stated once, in the
// bucket rows (supabase/migrations/*_storage.sql); the forms read them from Storage
// (storage-rules-api.ts) to explain a problem before a byte is sent.

/** Images the admin area puts on the site: logos and how-it-works pictures. Admins write. */
export const SITE_MEDIA_BUCKET = "site-media";

/** Profile pictures, at `<user id>/<file>`: each user writes only in their own folder. */
export const AVATARS_BUCKET = "avatars";

/** What a bucket accepts, as its row in storage.buckets says. */
export interface BucketRules {
  id: string;
  /**
   * Largest file the bucket accepts, in bytes. null: the bucket sets no limit of its own, so only
   * the project's upload limit applies, which the browser cannot read; Storage is left to say.
   */
  maxBytes: number | null;
  /** Content types the bucket accepts (`image/*` style wildcards included). null: any type. */
  mimeTypes: readonly string[] | null;
}

/**
 * What the browser agrees to decode before it scales a picture down: the bucket limits apply to
 * the resized result (a 3 MB phone photo becomes a ~20 KB avatar), these only keep a huge or
 * hostile file from exhausting the visitor's memory. 50 megapixels covers 48 MP phone cameras.
 */
export const PICKED_IMAGE = { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 } as const;
