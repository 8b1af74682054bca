import type { SupabaseClient } from "@supabase/supabase-js";

let clientPromise: Promise<SupabaseClient> | undefined;

// The client is loaded on demand so it never weighs on the first render of a page.
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import("./supabase-client").then((m) => m.createSupabaseClient());
  return clientPromise;
}
