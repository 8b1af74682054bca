// Test support for the REST, Realtime and Functions tests: official clients for each kind of
// caller (anon, service role, a signed-in member, the seeded admin) against a started stack.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { ANON_KEY, SERVICE_ROLE_KEY } from "./keys.ts";
import type { LocalStack } from "./start.ts";

export const SEEDED_ADMIN = { email: "admin@example.com", password: "admin-local-password" };

export function clientFor(stack: LocalStack, key: string): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one handed in.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export const anonFor = (stack: LocalStack) => clientFor(stack, ANON_KEY);
export const serviceFor = (stack: LocalStack) => clientFor(stack, SERVICE_ROLE_KEY);

export async function signedInAs(stack: LocalStack, email: string, password: string): Promise<SupabaseClient> {
  const client = anonFor(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A confirmed ordinary user (no admin role), signed in. */
export async function signedInMember(stack: LocalStack): Promise<{ client: SupabaseClient; userId: string }> {
  const email = `member-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = "member-password-1";
  const { data, error } = await anonFor(stack).auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error("sign-up returned no user");
  // Confirm as the emailed link would; the auth tests cover the link itself.
  await stack.ctx.db.query("update auth.users set email_confirmed_at = now() where id = $1", [data.user.id]);
  return { client: await signedInAs(stack, email, password), userId: data.user.id };
}

/** A valid customer_logos row; `label` keeps rows of different tests apart. */
export function logoRow(label: string, extra: Record<string, unknown> = {}) {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { logo_url: `/logos/${slug}.svg`, alt_text: `${label} logo`, company_name: label, ...extra };
}
