// Wires the booking functions (demo-availability, book-demo) to Supabase from the environment.

import { createBookDemoHandler, createAvailabilityHandler, createSupabaseBookingStore } from "./demo-booking.ts";
import { serviceClient } from "./lead-deps.ts";
import { type Env, readLeadSettings } from "./lead-settings.ts";
import { createSupabaseRateLimiter } from "./lead-store-supabase.ts";

function bookingDeps(env: Env) {
  const client = serviceClient(env);
  return {
    store: createSupabaseBookingStore(client),
    // The lead functions' budget per key (LEADS_RATE_LIMIT_*), counted under booking: keys.
    rateLimiter: createSupabaseRateLimiter(client, readLeadSettings(env).rateLimit),
    now: () => new Date(),
  };
}

export const availabilityHandlerFromEnv = (env: Env) => createAvailabilityHandler(bookingDeps(env));
export const bookDemoHandlerFromEnv = (env: Env) => createBookDemoHandler(bookingDeps(env));
