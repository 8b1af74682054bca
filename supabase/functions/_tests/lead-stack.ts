// Test helper (Node only): starts the local stack in-process on random ports with extra env for
// the function workers, and gives tests the official client, service-role reads and the inbox.

import { FunctionsHttpError } from "@supabase/supabase-js";
import type { LocalStack, StartOptions } from "../../local/start.ts";
import { anonClient, serviceClient, sleep, startTestStack } from "../../local/testing.ts";
import { pointLeadDeliveryAt } from "../../../scripts/lead-delivery.ts";

export { uniqueEmail } from "../../local/testing.ts";

/** A row of public.lead_emails (migration 20261127000200_leads.sql). */
export interface LeadEmailRow {
  id: string;
  lead_kind: "contact" | "demo";
  lead_id: string;
  purpose: "notification" | "acknowledgement";
  message_id: string;
  status: "queued" | "sending" | "sent" | "retrying" | "failed";
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  provider_response: string | null;
}

export interface LeadEmailAttemptRow {
  email_id: string;
  started_at: string;
  finished_at: string;
  outcome: "sent" | "error";
  detail: string | null;
}

type Truthy<T> = Exclude<T, false | 0 | "" | null | undefined>;

/** Polls until `check` answers something truthy; fails naming `what` after a generous bound. */
export async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 60_000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

export interface InboxMessage {
  ID: string;
  MessageID: string;
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
 * Runs a scheduled function's cron command now (`command` selects pg_net's request id as `id`),
 * waits for pg_net, and answers the function's JSON; anything but 200 fails.
 */
export async function runScheduledCommandNow(stack: LocalStack, command: string): Promise<unknown> {
  const { rows } = await stack.ctx.db.query<{ id: number }>(command);
  await stack.net.settle();
  const answer = await stack.ctx.db.query<{
    status_code: number | null;
    content: string | null;
    error_msg: string | null;
  }>("select status_code, content, error_msg from net._http_response where id = $1", [rows[0].id]);
  const { status_code, content, error_msg } = answer.rows[0] ?? {};
  if (status_code !== 200) throw new Error(`${command} answered ${status_code ?? error_msg}: ${content}`);
  return JSON.parse(content ?? "null") as unknown;
}

/** Runs deliver-lead-emails now, as its cron job does, and answers the function's JSON. */
export function deliverLeadEmailsNow(stack: LocalStack): Promise<unknown> {
  return runScheduledCommandNow(stack, "select public.invoke_lead_delivery() as id");
}

export interface LeadStackOptions extends StartOptions {
  /** Runs the delivery job this often instead of every minute (tests that wait for retries). */
  leadDeliveryEverySeconds?: number;
}

/**
 * A stack whose lead functions get `env` as their secrets (SMTP_*, LEADS_*: StartOptions.functionEnv,
 * the stack's --env-file), whatever the test process's own environment holds.
 */
export async function startLeadStack(env: Record<string, string> = {}, options: LeadStackOptions = {}) {
  const { leadDeliveryEverySeconds, ...startOptions } = options;
  const stack = await startTestStack({ ...startOptions, functionEnv: env });
  await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl, leadDeliveryEverySeconds);
  const visitor = anonClient(stack.apiUrl);
  const serviceRole = serviceClient(stack);

  /** Calls a function with the official client and normalises success and error answers. */
  async function invoke(name: string, body: unknown, headers: Record<string, string> = {}): Promise<InvokeOutcome> {
    const { data, error, response } = await visitor.functions.invoke(name, {
      body: body as Record<string, unknown>,
      headers,
    });
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

  /** The outgoing messages of the leads with this email, oldest lead first. */
  async function leadEmailsOf(table: "contact_messages" | "demo_requests", email: string) {
    const ids = (await rowsByEmail(table, email)).map((row) => String(row.id));
    if (ids.length === 0) return [];
    const { data, error } = await serviceRole.from("lead_emails").select("*").in("lead_id", ids).order("purpose");
    if (error) throw new Error(`reading lead_emails: ${error.message}`);
    return data as LeadEmailRow[];
  }

  async function attemptsOf(emailId: string) {
    const { data, error } = await serviceRole
      .from("lead_email_attempts")
      .select("*")
      .eq("email_id", emailId)
      .order("started_at");
    if (error) throw new Error(`reading lead_email_attempts: ${error.message}`);
    return data as LeadEmailAttemptRow[];
  }

  return {
    stack,
    visitor,
    serviceRole,
    invoke,
    rowsByEmail,
    leadEmailsOf,
    attemptsOf,
    inboxMessages,
    mailsAbout,
    stop: () => stack.stop(),
  };
}

export type LeadStack = Awaited<ReturnType<typeof startLeadStack>>;
