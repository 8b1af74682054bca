// The webhooks' outbox (migration *_lead_webhooks.sql) on the local database directly, as each API
// role: submit_lead() enqueues one delivery per subscribed endpoint (and LEAD_WEBHOOK_URL's) in the
// lead's transaction, claims and the retry schedule, redelivery under the same webhook-id, what a
// URL may be, and that nobody but the service role ever reads a secret.

import type { Database } from "../local/db/database.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";

const ADMIN: JwtClaims = { role: "authenticated", sub: "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b" };
const MEMBER: JwtClaims = { role: "authenticated", sub: "7a1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b" };
const ANON: JwtClaims = { role: "anon" };
const SERVICE: JwtClaims = { role: "service_role" };

let db: Database;

beforeAll(async () => {
  db = await openDatabase({}); // with the seed's admin (ADMIN)
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.webhook_endpoints; delete from public.webhook_deliveries;");
});

const webhookId = () => `msg_${crypto.randomUUID().replaceAll("-", "")}`;

async function createEndpoint(url: string, events: string[], as: JwtClaims = ADMIN) {
  return runAs(db, as, async (tx) => {
    const { rows } = await tx.query<{ id: string; secret: string }>(
      "select * from public.create_webhook_endpoint($1, $2::text[], 'CRM')",
      [url, events],
    );
    return rows[0];
  });
}

async function submitDemo(webhook: Record<string, unknown> | null) {
  const id = webhookId();
  const lead = { full_name: "Ada", email: "ada@example.com", company: "Acme", webhook: webhook && { id, ...webhook } };
  const leadId = await runAs(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ lead_id: string }>(
      "select lead_id from public.submit_lead('demo', $1::jsonb, '[]'::jsonb)",
      [JSON.stringify(lead)],
    );
    return rows[0].lead_id;
  });
  return { id, leadId };
}

const demoEvent = {
  type: "demo_request.created",
  payload: { type: "demo_request.created", data: { fullName: "Ada" } },
};

async function deliveries() {
  const { rows } = await db.query<{
    id: string;
    webhook_id: string;
    endpoint_id: string | null;
    status: string;
    attempts: number;
    next_attempt_at: Date;
  }>(
    "select id, webhook_id, endpoint_id, status, attempts, next_attempt_at from public.webhook_deliveries order by created_at",
  );
  return rows;
}

async function claim(webhook: string | null = null) {
  return runAs(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ id: string; webhook_id: string; url: string | null; secret: string | null }>(
      "select * from public.claim_webhook_deliveries(10, 60, $1)",
      [webhook],
    );
    return rows;
  });
}

async function record(id: string, delivered: boolean, permanent = false) {
  return runAs(db, SERVICE, async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      `select public.record_webhook_attempt($1, $2, $3, $4, 'https://crm.example/hook', now(), 30, $5) as status`,
      [id, delivered, delivered ? 200 : 503, delivered ? "ok" : "Service Unavailable", permanent],
    );
    return rows[0].status;
  });
}

describe("enqueueing, in the lead's transaction", () => {
  it("makes one delivery per enabled endpoint subscribed to the event, and one to LEAD_WEBHOOK_URL", async () => {
    const crm = await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    await createEndpoint("https://contacts-only.example/hook", ["contact_message.created"]);
    const off = await createEndpoint("https://off.example/hook", ["demo_request.created", "contact_message.created"]);
    await runAs(db, ADMIN, (tx) =>
      tx.query("update public.webhook_endpoints set enabled = false where id = $1", [off.id]),
    );

    const { id } = await submitDemo({ ...demoEvent, environment: true });

    const rows = await deliveries();
    expect(rows.map((row) => row.endpoint_id).sort()).toEqual([crm.id, null].sort());
    expect(new Set(rows.map((row) => row.webhook_id))).toEqual(new Set([id]));
    expect(rows.every((row) => row.status === "queued")).toBe(true);
  });

  it("makes none without the function's webhook, or when nothing subscribes", async () => {
    await submitDemo(null);
    await submitDemo({ ...demoEvent, environment: false });
    expect(await deliveries()).toEqual([]);
  });

  it("is rolled back with the lead: a lead that is not stored has no delivery", async () => {
    await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    const lead = {
      full_name: "x".repeat(500),
      email: "ada@example.com",
      company: "Acme",
      webhook: { id: webhookId(), ...demoEvent },
    };
    await expect(
      runAs(db, SERVICE, (tx) =>
        tx.query("select public.submit_lead('demo', $1::jsonb, '[]'::jsonb)", [JSON.stringify(lead)]),
      ),
    ).rejects.toThrow();
    expect(await deliveries()).toEqual([]);
  });

  it("goes with its lead when the lead is deleted (retention, erasure)", async () => {
    await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    const { leadId } = await submitDemo(demoEvent);
    expect(await deliveries()).toHaveLength(1);
    await db.query("delete from public.demo_requests where id = $1", [leadId]);
    expect(await deliveries()).toEqual([]);
  });
});

describe("the worker's claim and record", () => {
  it("answers the endpoint's URL and secret, or neither for LEAD_WEBHOOK_URL's", async () => {
    const crm = await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    const { id } = await submitDemo({ ...demoEvent, environment: true });
    const claimed = await claim(id);
    expect(claimed).toHaveLength(2);
    const toCrm = claimed.find((row) => row.url !== null);
    expect(toCrm).toMatchObject({ url: "https://crm.example/hook", secret: crm.secret, webhook_id: id });
    expect(claimed.find((row) => row.url === null)?.secret).toBeNull();
    expect(await claim()).toEqual([]);
  });

  it("retries with back-off, keeps the webhook-id, and never undoes a delivery", async () => {
    await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    const { id } = await submitDemo(demoEvent);
    const [first] = await claim();
    expect(await record(first.id, false)).toBe("retrying");
    const [row] = await deliveries();
    expect(row.status).toBe("retrying");
    expect(row.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(25_000);
    await db.query("update public.webhook_deliveries set next_attempt_at = now()");
    const [second] = await claim();
    expect(second).toMatchObject({ id: first.id, webhook_id: id });
    expect(await record(second.id, true)).toBe("delivered");
    expect(await record(second.id, false)).toBe("delivered");
    expect((await deliveries())[0]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("gives up at once on a refused address, and after a day of retries", async () => {
    await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    await submitDemo(demoEvent);
    const [refused] = await claim();
    expect(await record(refused.id, false, true)).toBe("failed");

    await submitDemo(demoEvent);
    const [late] = await claim();
    await db.query("update public.webhook_deliveries set queued_at = now() - interval '25 hours' where id = $1", [
      late.id,
    ]);
    expect(await record(late.id, false)).toBe("failed");
  });

  it("waits while the endpoint is disabled", async () => {
    const crm = await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    await submitDemo(demoEvent);
    await runAs(db, ADMIN, (tx) =>
      tx.query("update public.webhook_endpoints set enabled = false where id = $1", [crm.id]),
    );
    expect(await claim()).toEqual([]);
    await runAs(db, ADMIN, (tx) =>
      tx.query("update public.webhook_endpoints set enabled = true where id = $1", [crm.id]),
    );
    expect(await claim()).toHaveLength(1);
  });
});

describe("what staff do", () => {
  it("redeliver: queued again now, same webhook-id, a fresh day; refused while it is being sent", async () => {
    await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    const { id } = await submitDemo(demoEvent);
    const [claimed] = await claim();
    const redeliver = () => runAs(db, ADMIN, (tx) => tx.query("select public.redeliver_webhook($1)", [claimed.id]));
    await expect(redeliver()).rejects.toThrow(/being sent right now/);
    await record(claimed.id, true);
    await redeliver();
    expect((await deliveries())[0]).toMatchObject({ status: "queued", webhook_id: id });
    expect((await claim())[0]).toMatchObject({ id: claimed.id, webhook_id: id });
    const audit = await db.query<{ action: string }>(
      "select action from public.audit_log where target_id = $1 order by at",
      [claimed.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["webhook.redeliver"]);
  });

  it("the secret is shown once: whsec_ and 32 bytes, not readable afterwards, new on rotation", async () => {
    const crm = await createEndpoint("https://crm.example/hook", ["demo_request.created"]);
    expect(crm.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(crm.secret.slice(6), "base64")).toHaveLength(32);
    await expect(runAs(db, ADMIN, (tx) => tx.query("select secret from public.webhook_endpoints"))).rejects.toThrow(
      /permission denied/,
    );
    const { rows } = await runAs(db, ADMIN, (tx) =>
      tx.query<{ url: string }>("select id, url, events, enabled from public.webhook_endpoints"),
    );
    expect(rows).toEqual([expect.objectContaining({ url: "https://crm.example/hook" })]);
    const rotated = await runAs(db, ADMIN, (tx) =>
      tx.query<{ secret: string }>("select public.rotate_webhook_secret($1) as secret", [crm.id]),
    );
    expect(rotated.rows[0].secret).toMatch(/^whsec_/);
    expect(rotated.rows[0].secret).not.toBe(crm.secret);
  });

  it.each([
    ["", /Enter the endpoint's URL/],
    ["ftp://crm.example/hook", /must start with https:\/\//],
    ["http://crm.example/hook", /Use an https:\/\/ URL/],
    ["http://127.0.0.1.evil.example/hook", /Use an https:\/\/ URL/],
    ["https://user:pass@crm.example/hook", /user name or password/],
    ["https://crm.example/ho ok", /spaces or control characters/],
    ["https://crm.example/\u0007", /spaces or control characters/],
    ["https://crm.example/" + "a".repeat(2100), /longer than 2,048/],
  ])("refuses %#: a bad URL, with a sentence", async (url, problem) => {
    await expect(createEndpoint(url, ["demo_request.created"])).rejects.toThrow(problem);
  });

  it("accepts plain http to this machine only (the functions allow it only when run locally)", async () => {
    for (const url of ["http://127.0.0.1:8787/hook", "http://localhost:3000", "http://[::1]/x"]) {
      await expect(createEndpoint(url, ["demo_request.created"])).resolves.toBeDefined();
    }
  });

  it("refuses no events, unknown events and a long description", async () => {
    await expect(createEndpoint("https://crm.example/hook", [])).rejects.toThrow(/Choose the events/);
    await expect(createEndpoint("https://crm.example/hook", ["lead.deleted"])).rejects.toThrow(/Choose the events/);
    await expect(
      runAs(db, ADMIN, (tx) =>
        tx.query("select public.create_webhook_endpoint('https://crm.example/h', '{demo_request.created}', $1)", [
          "d".repeat(201),
        ]),
      ),
    ).rejects.toThrow(/longer than 200/);
  });

  it("nobody but integrations staff adds endpoints or reads deliveries; the worker's functions are the service role's", async () => {
    for (const claims of [ANON, MEMBER]) {
      await expect(createEndpoint("https://crm.example/hook", ["demo_request.created"], claims)).rejects.toThrow(
        /permission denied|not allowed|42501|staff/i,
      );
    }
    for (const claims of [ANON, ADMIN]) {
      await expect(
        runAs(db, claims, (tx) => tx.query("select * from public.claim_webhook_deliveries(1, 60)")),
      ).rejects.toThrow(/permission denied/);
    }
    const seen = await runAs(db, MEMBER, (tx) => tx.query("select * from public.webhook_deliveries"));
    expect(seen.rows).toEqual([]);
  });
});
