import { createClient } from "@supabase/supabase-js";
import { readUrlAuthParams } from "./auth/storage-key";
import { env } from "./env";

// The Supabase CLI's published local anon key, unless the build points at a hosted project.
// It lives here, in the lazily loaded chunk, not in the code every page loads first.
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const supabaseAnonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_ANON_KEY;

let emailLink = new URLSearchParams();

/** The email link's parameters as the client found them: supabase-js reads and clears them as it starts. */
export const emailLinkAtStart = () => emailLink;

export function createSupabaseClient() {
  emailLink = readUrlAuthParams();
  return createClient(env.supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
