// Wires submit-application and withdraw-application to Supabase from the environment.

import { runInBackground } from "./background.ts";
import { createApplicationHandler } from "./application-handler.ts";
import { createSupabaseApplicationStore, createSupabaseWithdrawalStore } from "./application-store.ts";
import { createWithdrawHandler, withdrawLinkFor } from "./application-withdraw.ts";
import { deliverLeadEmails } from "./lead-delivery.ts";
import { createDeliveryDepsFromEnv, serviceClient } from "./lead-deps.ts";
import { type Env, readLeadSettings } from "./lead-settings.ts";
import { createSupabaseRateLimiter } from "./lead-store-supabase.ts";

export function applicationHandlerFromEnv(env: Env) {
  const client = serviceClient(env);
  const settings = readLeadSettings(env);
  const delivery = createDeliveryDepsFromEnv(env).emails;
  const { emailLinkSecret: secret, mail } = settings;
  return createApplicationHandler({
    store: createSupabaseApplicationStore(client),
    rateLimiter: createSupabaseRateLimiter(client, settings.rateLimit),
    mail,
    withdrawLink: async (id) =>
      secret && mail.siteUrl ? await withdrawLinkFor(secret, mail.siteUrl, id, new Date()) : null,
    // The first attempt right after the answer; the scheduled worker retries what it cannot send.
    deliverSoon: (emailIds) => runInBackground(() => deliverLeadEmails(delivery, emailIds)),
    now: () => new Date(),
  });
}

export function withdrawHandlerFromEnv(env: Env) {
  const client = serviceClient(env);
  const settings = readLeadSettings(env);
  return createWithdrawHandler({
    store: createSupabaseWithdrawalStore(client),
    rateLimiter: createSupabaseRateLimiter(client, settings.rateLimit),
    linkSecret: settings.emailLinkSecret,
    now: () => new Date(),
  });
}
