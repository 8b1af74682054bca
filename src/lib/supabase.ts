import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "./env";

let clientPromise: Promise<SupabaseClient> | undefined;

// The client is loaded on demand so it never weighs on the first render of a page.
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  return clientPromise;
}
