// A bucket's size limit and types, read from its row through Storage (storage.getBucket): anyone
// may read a public bucket's settings (migration *_storage.sql). Read once per session; a bucket
// changed meanwhile is still enforced by Storage, whose refusal the forms explain.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BucketRules } from "./storage-rules";
import { getSupabase } from "./supabase";

interface BucketRow {
  id: string;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

/** A bucket's settings as the forms use them; a missing limit or type list stays null (see BucketRules). */
export const toBucketRules = (bucket: BucketRow): BucketRules => ({
  id: bucket.id,
  maxBytes: bucket.file_size_limit ?? null,
  mimeTypes: bucket.allowed_mime_types ?? null,
});

export async function fetchBucketRules(id: string): Promise<BucketRules> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.getBucket(id);
  if (error) throw error;
  return toBucketRules(data);
}

export const bucketRulesQuery = (id: string) =>
  queryOptions({
    queryKey: ["storage", "bucket", id],
    queryFn: () => fetchBucketRules(id),
    staleTime: Infinity,
  });

export const useBucketRules = (id: string) => useQuery(bucketRulesQuery(id));
