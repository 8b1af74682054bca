// Test helper (Node only): starts the local stack in-process on random ports with extra env for
// the function workers, and gives tests the official client, service-role reads and the inbox.

import { FunctionsHttpError } from "@supabase/supabase-js";
import { anonFor, serviceFor } from "../../local/api-test-clients.ts";
import { startLocalStack } from "../../local/start.ts";

export { uniqueEmail } from "../../local/testing.ts";

export interface InboxMessage {
  ID: string;
  From: { Name: string; Address: string };
  To: Array<{ Name: string; Address: string }>;
  ReplyTo: Array<{ Name: string; Address: string }>;
  Subject: string;
}

export interface InboxMessageDetail extends InboxMessage {
  Text: string;
  HTML: string;
}

export interface InvokeOutcome {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * The function runner passes LEADS_RATE_LIMIT_* and SMTP_* through from process.env, and each
 * vitest file runs in its own process, so a file may set them before starting its stack.
 */
export async function startLeadStack(env: Record<string, string> = {}) {
  Object.assign(process.env, env);
  const stack = await startLocalStack({ apiPort: 0, inboxPort: 0, smtpPort: 0, quiet: true });
  const visitor = anonFor(stack);
  const serviceRole = serviceFor(stack);

  /** Calls a function with the official client and normalises success and error answers. */
  async function invoke(name: string, body: unknown): Promise<InvokeOutcome> {
    const { data, error, response } = await visitor.functions.invoke(name, { body: body as Record<string, unknown> });
    if (error instanceof FunctionsHttpError) {
      const failed = error.context as Response;
      return { status: failed.status, body: await failed.json(), headers: failed.headers };
    }
    if (error) throw error;
    return { status: response?.status ?? 200, body: data, headers: response?.headers ?? new Headers() };
  }

  async function rowsByEmail(table: "contact_messages" | "demo_requests", email: string) {
    const { data, error } = await serviceRole.from(table).select("*").eq("email", email);
    if (error) throw new Error(`reading ${table}: ${error.message}`);
    return data as Array<Record<string, unknown>>;
  }

  async function inboxMessages(): Promise<InboxMessage[]> {
    const response = await fetch(`${stack.inboxUrl}/api/v1/messages?limit=500`);
    return ((await response.json()) as { messages: InboxMessage[] }).messages;
  }

  /** Messages sent to or replying to `address` (the notification replies to the visitor). */
  async function mailsAbout(address: string): Promise<InboxMessageDetail[]> {
    const related = (await inboxMessages()).filter((message) =>
      [...message.To, ...message.ReplyTo].some((entry) => entry.Address === address),
    );
    return Promise.all(
      related.map(async (message) => {
        const response = await fetch(`${stack.inboxUrl}/api/v1/message/${message.ID}`);
        return (await response.json()) as InboxMessageDetail;
      }),
    );
  }

  return { stack, visitor, serviceRole, invoke, rowsByEmail, inboxMessages, mailsAbout, stop: () => stack.stop() };
}

export type LeadStack = Awaited<ReturnType<typeof startLeadStack>>;
