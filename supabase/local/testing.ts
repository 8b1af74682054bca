// Helpers for tests that drive the local stack with the official client, as an app would.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { ANON_KEY } from "./keys.ts";

export function anonClient(apiUrl: string): SupabaseClient {
  return createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket, so realtime-js gets ws; its constructor overloads are
    // stricter than the DOM type realtime-js declares, hence the cast.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
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
