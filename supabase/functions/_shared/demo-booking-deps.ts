// Wires the booking functions (demo-availability, book-demo, manage-demo) to Supabase from the
// environment.

import { runInBackground } from "./background.ts";
import { createAvailabilityHandler, createBookDemoHandler } from "./demo-booking.ts";
import { createBookingMail } from "./demo-booking-mail.ts";
import { createSupabaseBookingStore } from "./demo-booking-store.ts";
import { createManageDemoHandler } from "./demo-manage.ts";
import { deliverLeadEmails } from "./lead-delivery.ts";
import { createDeliveryDepsFromEnv, serviceClient } from "./lead-deps.ts";
import { type Env, readLeadSettings } from "./lead-settings.ts";
import { createSupabaseRateLimiter } from "./lead-store-supabase.ts";

function bookingDeps(env: Env) {
  const client = serviceClient(env);
  const settings = readLeadSettings(env);
  const store = createSupabaseBookingStore(client);
  const now = () => new Date();
  const delivery = createDeliveryDepsFromEnv(env).emails;
  return {
    store,
    // The lead functions' budget per key (LEADS_RATE_LIMIT_*), counted under booking: keys.
    rateLimiter: createSupabaseRateLimiter(client, settings.rateLimit),
    notify: createBookingMail({
      store,
      mail: settings.mail,
      linkSecret: settings.emailLinkSecret,
      now,
      // The first attempt right after the answer, as the lead functions do; the scheduled worker
      // retries what it cannot send.
      deliverSoon: (emailIds) => runInBackground(() => deliverLeadEmails(delivery, emailIds)),
    }),
    linkSecret: settings.emailLinkSecret,
    now,
  };
}

export const availabilityHandlerFromEnv = (env: Env) => createAvailabilityHandler(bookingDeps(env));
export const bookDemoHandlerFromEnv = (env: Env) => createBookDemoHandler(bookingDeps(env));
export const manageDemoHandlerFromEnv = (env: Env) => createManageDemoHandler(bookingDeps(env));
