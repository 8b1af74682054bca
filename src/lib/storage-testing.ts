// Test helpers only: what a mocked supabase.storage.getBucket answers (never imported by app code).
// The settings are test data, close to the bucket rows so the texts read as users see them; the
// rows themselves stay the only statement of the real limits.

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"];
const TEST_LIMITS: Record<string, number> = { "site-media": 5 * 1024 * 1024, avatars: 2 * 1024 * 1024 };

/** storage.getBucket's answer for a public bucket with these settings (the test limit for its id by default). */
export function bucketAnswer(
  id: string,
  settings: { file_size_limit?: number | null; allowed_mime_types?: string[] | null } = {},
) {
  const bucket = {
    id,
    name: id,
    owner: "",
    public: true,
    file_size_limit: TEST_LIMITS[id] ?? null,
    allowed_mime_types: IMAGE_TYPES,
    created_at: "2026-11-27T00:00:00Z",
    updated_at: "2026-11-27T00:00:00Z",
    ...settings,
  };
  return { data: bucket as typeof bucket | null, error: null as unknown };
}

/** storage.getBucket's answer when Storage cannot be reached. */
export const bucketUnreachable = () => ({ data: null, error: new TypeError("fetch failed") as unknown });
