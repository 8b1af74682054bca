const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

/** Hosted when both build variables are given; otherwise the local stack serves the API. */
export const env = {
  useLocalStack: !(process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_ANON_KEY),
  supabaseUrl: process.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL,
};
