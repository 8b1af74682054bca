// The test kit for tests that drive the local stack with the official client, as an app would:
// a stack on free ports, a client for each kind of caller, users, and the inbox.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import type { ListeningAddresses } from "./config.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack, type LocalStack, type StartOptions } from "./start.ts";

/** The official client as a script would make it; `headers` go with every request it sends. */
export function anonClient(apiUrl: string, key = ANON_KEY, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    // Node 20 has no global WebSocket, so realtime-js gets ws; its constructor overloads are
    // stricter than the DOM type realtime-js declares, hence the cast.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/**
 * The real stack in-process on free ports, quiet: the one way tests start it. Any start option
 * goes through (e.g. `configOverrides`, merged over config.toml, or `dataDir`).
 */
/** What buildStackConfig is given by a test that reads a config without starting a stack. */
export const UNSTARTED_ADDRESSES: ListeningAddresses = {
  projectRoot: "/nowhere",
  apiUrl: "http://127.0.0.1:1",
  inboxUrl: "http://127.0.0.1:2",
  ports: { api: 1, inbox: 2, smtp: 3 },
};

export function startTestStack(options: StartOptions = {}): Promise<LocalStack> {
  return startLocalStack({ apiPort: 0, inboxPort: 0, smtpPort: 0, quiet: true, ...options });
}

/** The official client with the service role key (admin API, RLS bypass). */
export function serviceClient(stack: LocalStack): SupabaseClient {
  return anonClient(stack.apiUrl, SERVICE_ROLE_KEY);
}

export interface TestUser {
  email: string;
  password: string;
  id: string;
}

/**
 * A user signed up through the API and confirmed in the database, as the emailed link would
 * (the auth tests cover the link itself).
 */
export async function createConfirmedUser(
  stack: LocalStack,
  label: string,
  password = "correct-horse-battery",
): Promise<TestUser> {
  const email = uniqueEmail(label);
  const { data, error } = await anonClient(stack.apiUrl).auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error("sign-up returned no user");
  await stack.ctx.db.query("update auth.users set email_confirmed_at = now() where id = $1", [data.user.id]);
  return { email, password, id: data.user.id };
}

/** A fresh anon-key client signed in with the password. */
export async function signedInClient(stack: LocalStack, email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient(stack.apiUrl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A confirmed ordinary user (no admin role), signed in. */
export async function signedInMember(stack: LocalStack): Promise<{ client: SupabaseClient; userId: string }> {
  const user = await createConfirmedUser(stack, "member");
  return { client: await signedInClient(stack, user.email, user.password), userId: user.id };
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface InboxSummary {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}

export interface InboxMessage {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: Array<{ Name: string; Address: string }>;
  From: { Name: string; Address: string };
}

/** The newest message to `address` with `subject`, read through the Mailpit-style JSON API. */
export async function latestMessageTo(inboxUrl: string, address: string, subject: string): Promise<InboxMessage> {
  const list = (await (await fetch(`${inboxUrl}/api/v1/messages`)).json()) as { messages: InboxSummary[] };
  const summary = list.messages.find(
    (message) => message.Subject === subject && message.To.some((to) => to.Address === address),
  );
  if (!summary) throw new Error(`no "${subject}" email to ${address}`);
  return (await (await fetch(`${inboxUrl}/api/v1/message/${summary.ID}`)).json()) as InboxMessage;
}

export function firstLink(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("no link in the email");
  return link;
}

export function otpIn(text: string): string {
  const otp = text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error("no code in the email");
  return otp;
}

/** Follows an emailed link like a browser would, stopping at the redirect; returns its fragment. */
export async function followLink(
  link: string,
): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  return { status: response.status, location, fragment: new URLSearchParams(location.split("#")[1] ?? "") };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
