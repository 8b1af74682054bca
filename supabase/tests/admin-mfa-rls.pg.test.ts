// Admin data needs aal2 once an admin has a verified factor (migration 20261127000000_staff_access.sql):
// proved with the official client against the real local stack, through RLS and the admin rpcs.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollVerifiedTotp } from "../local/auth/api/mfa-test-helpers.ts";
import { GENEROUS_AUTH_RATE_LIMITS } from "../local/config-overrides.ts";
import type { LocalStack } from "../local/start.ts";
import {
  anonClient,
  createConfirmedUser,
  serviceClient,
  signedInClient,
  startTestStack,
  type TestUser,
} from "../local/testing.ts";
import { logoRow } from "./fixtures.ts";

let stack: LocalStack;
let service: SupabaseClient;
let leadId: string;

/** A confirmed user with the admin role (granted by the service role, as operations would). */
async function newAdmin(label: string): Promise<TestUser> {
  const user = await createConfirmedUser(stack, label);
  const { error } = await service.from("user_roles").insert({ user_id: user.id, role: "admin" });
  if (error) throw error;
  return user;
}

const signIn = (user: TestUser) => signedInClient(stack, user.email, user.password);

async function visibleLeadIds(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from("contact_messages").select("id").eq("id", leadId);
  if (error) throw error;
  return data.map((row) => row.id as string);
}

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
  service = serviceClient(stack);
  const { data, error } = await service
    .from("contact_messages")
    .insert({ full_name: "Lead Person", email: "lead@example.com", message: "Please call me." })
    .select("id")
    .single();
  if (error) throw error;
  leadId = data.id as string;
});
afterAll(async () => {
  await stack?.stop();
});

describe("an admin without a verified factor", () => {
  it("reads leads and runs admin functions at aal1", async () => {
    const admin = await signIn(await newAdmin("admin-no-mfa"));
    expect(await visibleLeadIds(admin)).toEqual([leadId]);
    expect((await admin.rpc("list_admins")).error).toBeNull();
  });
});

describe("an admin with a verified factor", () => {
  let enrolled: TestUser;
  let aal2: SupabaseClient;
  let aal1: SupabaseClient;

  beforeAll(async () => {
    enrolled = await newAdmin("admin-mfa");
    aal2 = await signIn(enrolled);
    await enrollVerifiedTotp(aal2);
    aal1 = await signIn(enrolled);
  });

  it("reads leads, the lead inbox and admin roles from an aal2 session", async () => {
    expect(await visibleLeadIds(aal2)).toEqual([leadId]);
    const inbox = await aal2.from("lead_inbox").select("id").eq("id", leadId);
    expect(inbox.data?.map((row) => row.id)).toEqual([leadId]);
    expect((await aal2.rpc("list_admins")).error).toBeNull();
  });

  it("sees no lead, no lead email and no other admin from an aal1 session", async () => {
    expect(await visibleLeadIds(aal1)).toEqual([]);
    expect((await aal1.from("lead_inbox").select("id").eq("id", leadId)).data).toEqual([]);
    expect((await aal1.from("lead_emails").select("id")).data).toEqual([]);
    const roles = await aal1.from("user_roles").select("user_id");
    expect(roles.data?.map((row) => row.user_id)).toEqual([enrolled.id]);
  });

  it("cannot change a lead's status from an aal1 session", async () => {
    const { data } = await aal1.from("contact_messages").update({ status: "contacted" }).eq("id", leadId).select("id");
    expect(data).toEqual([]);
  });

  it("is refused by the admin functions at aal1 with 42501", async () => {
    for (const call of [
      aal1.rpc("list_admins"),
      aal1.rpc("grant_admin", { email: "nobody@example.com" }),
      aal1.rpc("resend_lead_emails", { p_kind: "contact", p_lead_id: leadId }),
      aal1.rpc("reorder_site_content", { content_table: "customer_logos", ordered_ids: [crypto.randomUUID()] }),
    ]) {
      const { error } = await call;
      expect(error?.code).toBe("42501");
      expect(error?.message).toBe("Confirm your sign-in with your authenticator app first.");
    }
  });

  it("cannot add site content at aal1, can at aal2, and still sees public content at aal1", async () => {
    const refused = await aal1.from("customer_logos").insert(logoRow("MFA Refused"));
    expect(refused.error?.code).toBe("42501");
    const added = await aal2.from("customer_logos").insert(logoRow("MFA Added")).select("id").single();
    expect(added.error).toBeNull();
    const publicRows = await anonClient(stack.apiUrl).from("customer_logos").select("id");
    const adminRows = await aal1.from("customer_logos").select("id");
    expect(adminRows.data?.length).toBe(publicRows.data?.length);
  });
  // Every published table a staff policy guards, from the catalog. A row only staff may see is
  // inserted, then a sentinel row goes into content_signals: changes reach a subscriber in commit order, so once
  // the sentinel has arrived, the row's event has arrived too or never will.
  it("receives staff-only realtime changes at aal2 and none at aal1, on every published staff table", async () => {
    const published = await stack.ctx.db.query<{ table: string }>(
      `select distinct t.tablename as table from pg_publication_tables as t
         join pg_policies as p on p.schemaname = t.schemaname and p.tablename = t.tablename
        where t.pubname = 'supabase_realtime' and t.schemaname = 'public' and p.qual like '%staff_can(%'`,
    );
    const hiddenRow: Record<string, string> = {
      contact_messages: "(full_name, email, message) values ('Live', 'live@example.com', 'Hi')",
      demo_requests: "(full_name, email, company) values ('Live', 'live@example.com', 'Co')",
      customer_logos: "(logo_url, alt_text, company_name, is_active) values ('/l.png', 'Live', 'Live', false)",
      how_it_works_images: "(image_url, title, is_active) values ('/s.png', 'Live', false)",
      security_reports:
        "(reference, email, title, description) values ('SR-5AFE000000', 'live@example.com', 'Live', 'Live')",
      // On the contact message inserted before it (the tables come in name order).
      lead_notes: "(lead_kind, lead_id, body) select 'contact', id, 'Live' from public.contact_messages limit 1",
      job_applications:
        "(id, job_id, job_title, full_name, email, cv_path, cv_type, cv_size, consented_at) values " +
        "('b0000000-0000-4000-8000-00000000000b', 'secretary', 'Secretary', 'Live', 'live@example.com', " +
        "'b0000000-0000-4000-8000-00000000000b.pdf', 'pdf', 100, now())",
      // On the application inserted before it (see `parentsFirst`).
      job_application_notes: "(application_id, body) values ('b0000000-0000-4000-8000-00000000000b', 'Live')",
    };
    // Name order, but a table whose rows need another table's row after that table.
    const parentOf: Record<string, string> = { job_application_notes: "job_applications" };
    const parentsFirst = (a: string, b: string) =>
      parentOf[a] === b ? 1 : parentOf[b] === a ? -1 : a.localeCompare(b);
    const tables = published.rows.map((row) => row.table);
    expect(tables.filter((table) => !hiddenRow[table])).toEqual([]);
    expect(tables.length).toBeGreaterThan(0);

    const listen = async (client: SupabaseClient, name: string) => {
      const seen: string[] = [];
      await client.realtime.setAuth((await client.auth.getSession()).data.session!.access_token);
      const channel = client.channel(name);
      for (const table of [...tables, "content_signals"]) {
        channel.on("postgres_changes", { event: "INSERT", schema: "public", table }, ({ new: row }) =>
          seen.push(table === "content_signals" ? `signal:${row.table_name}` : table),
        );
      }
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, error) => {
          if (status === "SUBSCRIBED") resolve();
          else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(error ?? new Error(status));
        }),
      );
      return seen;
    };
    const [atAal1, atAal2] = await Promise.all([listen(aal1, "mfa-live-aal1"), listen(aal2, "mfa-live-aal2")]);

    for (const table of [...tables].sort(parentsFirst)) {
      await stack.ctx.db.query(`insert into public.${table} ${hiddenRow[table]}`);
    }
    const sentinel = `sentinel-${crypto.randomUUID()}`;
    await stack.ctx.db.query("insert into public.content_signals (table_name) values ($1)", [sentinel]);

    const arrived = (seen: string[]) => seen.includes(`signal:${sentinel}`);
    await expect.poll(() => arrived(atAal2) && arrived(atAal1), { timeout: 10_000 }).toBe(true);
    const staffOnly = (seen: string[]) => seen.filter((entry) => !entry.startsWith("signal:")).sort();
    expect(staffOnly(atAal2)).toEqual([...tables].sort());
    expect(staffOnly(atAal1)).toEqual([]);
  });
});

describe("a role that requires two-factor", () => {
  let withFactor: SupabaseClient;
  let withoutFactor: SupabaseClient;
  let withoutFactorUser: TestUser;

  beforeAll(async () => {
    withFactor = await signIn(await newAdmin("requires-mfa-enrolled"));
    await enrollVerifiedTotp(withFactor);
    withoutFactorUser = await newAdmin("requires-mfa-none");
    withoutFactor = await signIn(withoutFactorUser);
  });
  afterAll(async () => {
    // The other tests of this file share the stack's admin role.
    await withFactor?.rpc("set_role_requires_mfa", { role: "admin", required: false });
  });

  it("is set only by someone with a factor of their own, and recorded in the audit trail", async () => {
    const refused = await withoutFactor.rpc("set_role_requires_mfa", { role: "admin", required: true });
    expect(refused.error?.message).toBe("Set up two-factor authentication for your own account first.");
    expect((await withFactor.rpc("set_role_requires_mfa", { role: "nobody", required: true })).error?.code).toBe(
      "22023",
    );
    expect((await withFactor.rpc("set_role_requires_mfa", { role: "admin", required: true })).error).toBeNull();
    const { data } = await service
      .from("audit_log")
      .select("action, target_id, detail")
      .eq("action", "role.require_mfa")
      .order("at", { ascending: false })
      .limit(1);
    expect(data).toEqual([{ action: "role.require_mfa", target_id: "admin", detail: { required: true } }]);
  });

  it("keeps its holders without a factor out of staff data, saying why, and lists who has one", async () => {
    expect(await visibleLeadIds(withoutFactor)).toEqual([]);
    const { error } = await withoutFactor.rpc("list_staff");
    expect(error?.message).toBe("Your role requires two-factor authentication: set it up in Settings first.");
    expect((await withoutFactor.rpc("staff_mfa_required")).data).toBe(true);
    expect(await visibleLeadIds(withFactor)).toEqual([leadId]);
    const staff = await withFactor.rpc("list_staff");
    const rows = staff.data as { user_id: string; roles: string[]; has_two_factor: boolean }[];
    expect(rows.find((row) => row.user_id === withoutFactorUser.id)).toMatchObject({
      roles: ["admin"],
      has_two_factor: false,
    });
    expect(rows.filter((row) => row.has_two_factor).length).toBeGreaterThan(0);
    // Turned off again, the factor-less admin is back at aal1.
    expect((await withFactor.rpc("set_role_requires_mfa", { role: "admin", required: false })).error).toBeNull();
    expect(await visibleLeadIds(withoutFactor)).toEqual([leadId]);
    expect((await withoutFactor.rpc("staff_mfa_required")).data).toBe(false);
  });
});
