/** The Supabase API: a hosted project when the build is given one, otherwise the local stack. */
export const env = {
  supabaseUrl: (import.meta.env.VITE_SUPABASE_URL as string | undefined) || "http://127.0.0.1:54321",
};
