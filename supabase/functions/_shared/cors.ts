// The values supabase-js exports as `@supabase/supabase-js/cors` (SUPABASE_WIRE.md §5). Hosted
// functions must answer the browser's preflight themselves, and every answer needs them.
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  // idempotency-key: the lead forms send one, so a resubmit never creates a second lead.
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count, idempotency-key",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  // Lets a browser app read how long to wait after a 429.
  "Access-Control-Expose-Headers": "Retry-After",
};
