// Test support for the REST, Realtime and Functions tests: official clients for each kind of
// caller (anon, service role, a signed-in member, the seeded admin) against a started stack.
// The shared pieces live in testing.ts.
import type { SupabaseClient } from "@supabase/supabase-js";
import { ANON_KEY } from "./keys.ts";
import type { LocalStack } from "./start.ts";
import { anonClient, createConfirmedUser, serviceClient, signedInClient } from "./testing.ts";

export const SEEDED_ADMIN = { email: "admin@example.com", password: "admin-local-password" };

export function clientFor(stack: LocalStack, key: string): SupabaseClient {
  return anonClient(stack.apiUrl, key);
}

export const anonFor = (stack: LocalStack) => clientFor(stack, ANON_KEY);
export const serviceFor = serviceClient;
export const signedInAs = signedInClient;

/** A confirmed ordinary user (no admin role), signed in. */
export async function signedInMember(stack: LocalStack): Promise<{ client: SupabaseClient; userId: string }> {
  const user = await createConfirmedUser(stack, "member");
  return { client: await signedInClient(stack, user.email, user.password), userId: user.id };
}

/** A valid customer_logos row; `label` keeps rows of different tests apart. */
export function logoRow(label: string, extra: Record<string, unknown> = {}) {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { logo_url: `/logos/${slug}.svg`, alt_text: `${label} logo`, company_name: label, ...extra };
}
