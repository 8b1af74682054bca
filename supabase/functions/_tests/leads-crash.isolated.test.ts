// kill -9 between storing a lead and sending its mail: the stack runs in a child process on a data
// dir of its own, mailing a server that hangs, so every first attempt is in flight when the
// process dies. Started again on the same data dir, the worker takes the messages up once their
// lease has run out and delivers each exactly once. Send timeout 5 s, so the lease is 20 s.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, it } from "vitest";
import ws from "ws";
import { type StackProcess, startStackProcess } from "../../../scripts/bench-api/stack-process.ts";
import { type ControllableSmtp, startControllableSmtp } from "../../local/inbox/controllable-smtp.ts";
import { SERVICE_ROLE_KEY } from "../../local/keys.ts";
import { anonClient, uniqueEmail } from "../../local/testing.ts";
import { type LeadEmailAttemptRow, type LeadEmailRow, waitFor } from "./lead-stack.ts";

const dataDir = join(mkdtempSync(join(tmpdir(), "leads-crash-")), "db");
let smtp: ControllableSmtp;
let stack: StackProcess | undefined;

beforeAll(async () => {
  smtp = await startControllableSmtp("hang");
  // The child stack passes these to its function workers.
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    LEADS_SEND_TIMEOUT_SECONDS: "5",
    LEADS_RETRY_BASE_SECONDS: "2",
    LEADS_RATE_LIMIT_MAX: "1000",
  });
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
});

const serviceClient = (apiUrl: string): SupabaseClient =>
  createClient(apiUrl, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket (see supabase/local/testing.ts).
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

async function outbox(service: SupabaseClient): Promise<LeadEmailRow[]> {
  const { data, error } = await service.from("lead_emails").select("*");
  if (error) throw new Error(error.message);
  return data as LeadEmailRow[];
}

it(
  "delivers what was stored before a kill -9, after a restart, each message exactly once",
  { timeout: 180_000 },
  async () => {
    stack = await startStackProcess(dataDir, { leadDeliveryEverySeconds: 1 });
    const visitor = anonClient(stack.apiUrl);
    const emails = [uniqueEmail("crash-a"), uniqueEmail("crash-b"), uniqueEmail("crash-c")];
    for (const email of emails) {
      const { error } = await visitor.functions.invoke("send-demo-request", {
        body: { fullName: "Grace", email, company: "Navy" },
      });
      expect(error).toBeNull();
    }
    const before = serviceClient(stack.apiUrl);
    await waitFor("every first attempt to be in flight", async () => {
      const messages = await outbox(before);
      return messages.length === 6 && messages.every((message) => message.status === "sending");
    });

    await stack.kill();
    stack = undefined;
    expect(smtp.accepted).toEqual([]);
    await smtp.set("accept");

    stack = await startStackProcess(dataDir, { leadDeliveryEverySeconds: 1 });
    const service = serviceClient(stack.apiUrl);
    const delivered = await waitFor(
      "the messages to be delivered after the restart",
      async () => {
        const messages = await outbox(service);
        return messages.length === 6 && messages.every((message) => message.status === "sent") && messages;
      },
      120_000,
    );

    for (const message of delivered) {
      const copies = smtp.accepted.filter((accepted) => accepted.messageId === message.message_id);
      expect(copies, message.message_id).toHaveLength(1);
      const { data } = await service
        .from("lead_email_attempts")
        .select("*")
        .eq("email_id", message.id)
        .order("started_at");
      const attempts = data as LeadEmailAttemptRow[];
      expect(attempts.map((attempt) => attempt.outcome)).toEqual(["error", "sent"]);
      expect(attempts[0].detail).toMatch(/No outcome recorded: the sender stopped during this attempt/);
    }
    const { data: leads } = await service.from("demo_requests").select("email, email_status").in("email", emails);
    expect(leads).toHaveLength(3);
    for (const row of leads ?? []) expect(row.email_status).toBe("sent");
  },
);
