// The admin area's authorization, proved with the official client against the real local stack:
// anon and a signed-in non-admin get nothing from the leads and change nothing; the admin can;
// the admin rpc functions guard themselves; Realtime filters leads through the same RLS.
import { createClient, type RealtimeChannel, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../local/keys.ts";
import { GENEROUS_AUTH_RATE_LIMITS } from "../local/config-overrides.ts";
import type { LocalStack } from "../local/start.ts";
import { startTestStack } from "../local/testing.ts";
import { SEEDED_ADMIN } from "./fixtures.ts";

const MEMBER = { email: `member-${Date.now()}@example.com`, password: "member-password-1" };
const VALID_LOGO = { logo_url: "/logos/acme.svg", alt_text: "Acme logo", company_name: "Acme" };

let stack: LocalStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let admin: SupabaseClient;
let member: SupabaseClient;
let memberId: string;
let adminId: string;

const client = (key: string) =>
  createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; the browser build uses its own.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const signed = client(ANON_KEY);
  const { error } = await signed.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return signed;
}

async function insertLead(table: "contact_messages" | "demo_requests", fullName: string) {
  const row: Record<string, string> =
    table === "contact_messages"
      ? { full_name: fullName, email: "lead@example.com", message: "Please call me." }
      : { full_name: fullName, email: "lead@example.com", company: "Lead Co" };
  const { data, error } = await service.from(table).insert(row).select("id").single();
  if (error) throw error;
  return data.id as string;
}

async function logoCount(): Promise<number> {
  const { count, error } = await service.from("customer_logos").select("id", { count: "exact", head: true });
  if (error) throw error;
  return count ?? 0;
}

beforeAll(async () => {
  stack = await startTestStack({
    // Signs members up and in far more often than [auth.rate_limit] allows from one IP.
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
  });
  anon = client(ANON_KEY);
  service = client(SERVICE_ROLE_KEY);
  const { data, error } = await anon.auth.signUp({ email: MEMBER.email, password: MEMBER.password });
  if (error || !data.user) throw error ?? new Error("sign-up returned no user");
  memberId = data.user.id;
  // Test setup: confirm the address as the emailed link would (auth tests cover the link itself).
  await stack.ctx.db.query("update auth.users set email_confirmed_at = now() where id = $1", [memberId]);
  admin = await signedIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  member = await signedIn(MEMBER.email, MEMBER.password);
  adminId = (await admin.auth.getUser()).data.user!.id;
});

afterAll(async () => {
  await Promise.all([anon, admin, member].map((c) => c?.removeAllChannels()));
  await stack?.stop();
});

describe("leads: contact_messages, demo_requests and the lead_inbox view", () => {
  it.each(["contact_messages", "demo_requests", "lead_inbox"])(
    "anon and a non-admin read nothing from %s",
    async (table) => {
      await insertLead("contact_messages", "Hidden Contact");
      await insertLead("demo_requests", "Hidden Demo");
      for (const caller of [anon, member]) {
        const { data } = await caller.from(table).select("*");
        expect(data ?? []).toEqual([]);
      }
    },
  );

  it("a non-admin cannot change a lead's status", async () => {
    const id = await insertLead("contact_messages", "Status Target");
    await member.from("contact_messages").update({ status: "closed" }).eq("id", id);
    await anon.from("contact_messages").update({ status: "closed" }).eq("id", id);
    const { data } = await service.from("contact_messages").select("status").eq("id", id).single();
    expect(data?.status).toBe("new");
  });

  it("the admin pages through both kinds newest first, with an exact count and filters", async () => {
    const demoId = await insertLead("demo_requests", "Grace Filtered");
    const { data, count, error } = await admin
      .from("lead_inbox")
      .select("kind, id, full_name", { count: "exact" })
      .order("created_at", { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(count).toBeGreaterThanOrEqual(4);
    expect(data?.[0]).toMatchObject({ kind: "demo", id: demoId });

    const search = await admin
      .from("lead_inbox")
      .select("full_name")
      .eq("kind", "demo")
      .ilike("search_text", "%grace filt%");
    expect(search.data).toEqual([{ full_name: "Grace Filtered" }]);
  });

  it("the admin changes a lead's status, and only its status", async () => {
    const id = await insertLead("demo_requests", "Moved Along");
    const moved = await admin.from("demo_requests").update({ status: "contacted" }).eq("id", id).select("status");
    expect(moved.data).toEqual([{ status: "contacted" }]);
    const tampered = await admin.from("demo_requests").update({ email_status: "sent" }).eq("id", id);
    expect(tampered.error?.code).toBe("42501");
    const refused = await admin.from("demo_requests").update({ status: "lost" }).eq("id", id);
    expect(refused.error?.code).toBe("23514");
  });
});

describe("the leads workflow: notes, owner and history", () => {
  it("notes carry their author whatever the request says, only lead staff read or add them, and none is changed", async () => {
    const id = await insertLead("demo_requests", "Noted Lead");
    const forged = {
      lead_kind: "demo",
      lead_id: id,
      body: "Called, wants a demo on Friday.",
      author_email: "ceo@example.com",
    };
    const { data: note, error } = await admin
      .from("lead_notes")
      .insert(forged)
      .select("author_id, author_email")
      .single();
    expect(error).toBeNull();
    expect(note).toEqual({ author_id: adminId, author_email: SEEDED_ADMIN.email });
    for (const caller of [anon, member]) {
      const added = await caller.from("lead_notes").insert({ lead_kind: "demo", lead_id: id, body: "x" });
      expect(added.error).not.toBeNull();
      expect((await caller.from("lead_notes").select("id").eq("lead_id", id)).data ?? []).toEqual([]);
    }
    await admin.from("lead_notes").update({ body: "rewritten" }).eq("lead_id", id);
    await admin.from("lead_notes").delete().eq("lead_id", id);
    const { data: kept } = await service.from("lead_notes").select("body").eq("lead_id", id);
    expect(kept).toEqual([{ body: forged.body }]);
    // Empty, oversized and orphan notes are refused.
    for (const body of ["   ", "x".repeat(2001)]) {
      expect((await admin.from("lead_notes").insert({ lead_kind: "demo", lead_id: id, body })).error?.code).toBe(
        "23514",
      );
    }
    const orphan = await admin.from("lead_notes").insert({ lead_kind: "contact", lead_id: id, body: "wrong kind" });
    expect(orphan.error?.code).toBe("23503");
  });

  it("the history is the lead's audit trail: status, owner and notes, newest first, with who did it", async () => {
    const id = await insertLead("contact_messages", "History Lead");
    expect((await admin.from("contact_messages").update({ owner_id: adminId }).eq("id", id)).error).toBeNull();
    expect((await admin.from("contact_messages").update({ status: "contacted" }).eq("id", id)).error).toBeNull();
    expect(
      (await admin.from("lead_notes").insert({ lead_kind: "contact", lead_id: id, body: "Left a voicemail." })).error,
    ).toBeNull();
    const { data, error } = await admin.rpc("lead_history", { p_kind: "contact", p_lead_id: id });
    expect(error).toBeNull();
    const rows = data as { action: string; actor_email: string; detail: Record<string, unknown> }[];
    expect(rows.map((row) => row.action)).toEqual(["lead.note", "lead.status", "lead.owner"]);
    expect(rows.every((row) => row.actor_email === SEEDED_ADMIN.email)).toBe(true);
    expect(rows[2].detail).toEqual({ from: null, to: SEEDED_ADMIN.email });
    expect((await admin.from("lead_inbox").select("owner_id").eq("id", id).single()).data).toEqual({
      owner_id: adminId,
    });
    for (const caller of [anon, member]) {
      expect((await caller.rpc("lead_history", { p_kind: "contact", p_lead_id: id })).data ?? []).toEqual([]);
      expect((await caller.rpc("lead_staff")).data ?? []).toEqual([]);
    }
    const staff = await admin.rpc("lead_staff");
    expect(staff.data).toContainEqual({ user_id: adminId, email: SEEDED_ADMIN.email });
    expect(staff.data).not.toContainEqual(expect.objectContaining({ user_id: memberId }));
  });

  it("a lead's notes go with it", async () => {
    const id = await insertLead("contact_messages", "Deleted Lead");
    await admin.from("lead_notes").insert({ lead_kind: "contact", lead_id: id, body: "About to go." });
    await service.from("contact_messages").delete().eq("id", id);
    expect((await service.from("lead_notes").select("id").eq("lead_id", id)).data).toEqual([]);
  });
});

describe("site content: customer_logos and how_it_works_images", () => {
  it("anon and a non-admin see only active rows and cannot add, edit, reorder or delete", async () => {
    const { data: hidden } = await service
      .from("customer_logos")
      .insert({ ...VALID_LOGO, company_name: "Inactive Co", is_active: false })
      .select("id")
      .single();
    const before = await logoCount();
    for (const caller of [anon, member]) {
      const visible = await caller.from("customer_logos").select("id, is_active");
      expect(visible.data?.length).toBeGreaterThan(0);
      expect(visible.data?.every((row) => row.is_active)).toBe(true);

      const added = await caller.from("customer_logos").insert(VALID_LOGO);
      expect(added.error?.code).toBe("42501");
      const addedStep = await caller.from("how_it_works_images").insert({ image_url: "/a.svg", title: "Step" });
      expect(addedStep.error?.code).toBe("42501");
      await caller.from("customer_logos").update({ company_name: "Defaced" }).neq("company_name", "");
      await caller.from("customer_logos").delete().eq("id", hidden!.id);
      await caller.from("how_it_works_images").delete().neq("title", "");
      const reordered = await caller.rpc("reorder_site_content", {
        content_table: "customer_logos",
        ordered_ids: [hidden!.id],
      });
      expect(reordered.error).not.toBeNull();
    }
    expect(await logoCount()).toBe(before);
    const defaced = await service.from("customer_logos").select("id").eq("company_name", "Defaced");
    expect(defaced.data).toEqual([]);
    const steps = await service.from("how_it_works_images").select("id");
    expect(steps.data?.length).toBe(4);
  });

  it("the admin adds, edits, deactivates, reorders and deletes", async () => {
    const added = await admin
      .from("customer_logos")
      .insert({ ...VALID_LOGO, display_order: 99 })
      .select()
      .single();
    expect(added.error).toBeNull();
    const id = added.data.id as string;
    const edited = await admin
      .from("customer_logos")
      .update({ company_name: "Acme Corp", is_active: false })
      .eq("id", id)
      .select();
    expect(edited.data?.[0]).toMatchObject({ company_name: "Acme Corp", is_active: false });

    const { data: all } = await admin.from("customer_logos").select("id").order("display_order");
    const ids = (all ?? []).map((row) => row.id as string);
    const reordered = await admin.rpc("reorder_site_content", {
      content_table: "customer_logos",
      ordered_ids: [id, ...ids.filter((x) => x !== id)],
    });
    expect(reordered.error).toBeNull();
    const first = await admin
      .from("customer_logos")
      .select("id, display_order")
      .order("display_order")
      .limit(1)
      .single();
    expect(first.data).toEqual({ id, display_order: 1 });

    const removed = await admin.from("customer_logos").delete().eq("id", id).select("id");
    expect(removed.data).toEqual([{ id }]);
  });

  it.each([
    ["a javascript: URL", { logo_url: "javascript:alert(1)" }],
    ["a protocol-relative URL", { logo_url: "//evil.example/logo.svg" }],
    ["a blank company name", { company_name: "   " }],
    ["a company name over 100 characters", { company_name: "x".repeat(101) }],
    ["alt text over 150 characters", { alt_text: "x".repeat(151) }],
  ])("the database refuses %s even from the admin", async (_label, override) => {
    const before = await logoCount();
    const { error } = await admin.from("customer_logos").insert({ ...VALID_LOGO, ...override });
    expect(error?.code).toBe("23514");
    expect(await logoCount()).toBe(before);
  });

  it("the database refuses a how-it-works description over 500 characters", async () => {
    const { error } = await admin
      .from("how_it_works_images")
      .insert({ image_url: "https://cdn.example.com/a.png", title: "T", description: "d".repeat(501) });
    expect(error?.code).toBe("23514");
  });
});

describe("admins: user_roles and the list/grant/revoke functions", () => {
  it("anon and a non-admin cannot list, grant, revoke or write roles", async () => {
    for (const caller of [anon, member]) {
      expect((await caller.rpc("list_admins")).error).not.toBeNull();
      expect((await caller.rpc("grant_admin", { email: MEMBER.email })).error).not.toBeNull();
      expect((await caller.rpc("revoke_admin", { user_id: adminId })).error).not.toBeNull();
      expect((await caller.from("user_roles").insert({ user_id: memberId, role: "admin" })).error?.code).toBe("42501");
      await caller.from("user_roles").delete().eq("user_id", adminId);
    }
    const { data: roles } = await service.from("user_roles").select("user_id");
    expect(roles).toEqual([{ user_id: adminId }]);
    expect((await member.rpc("is_admin", { user_id: memberId })).data).toBe(false);
  });

  it("the admin lists admins with emails, marking who they are", async () => {
    const { data, error } = await admin.rpc("list_admins");
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ user_id: adminId, email: SEEDED_ADMIN.email, is_current_user: true }),
    ]);
  });

  it("grant_admin explains an unknown email and an existing admin", async () => {
    const unknown = await admin.rpc("grant_admin", { email: "nobody@example.com" });
    expect(unknown.error?.message).toBe(
      "No account uses nobody@example.com. Ask them to sign up first, then try again.",
    );
    const again = await admin.rpc("grant_admin", { email: SEEDED_ADMIN.email.toUpperCase() });
    expect(again.error?.message).toBe(`${SEEDED_ADMIN.email} is already an admin.`);
  });

  it("nobody revokes themselves, through the function or a direct delete", async () => {
    const viaRpc = await admin.rpc("revoke_admin", { user_id: adminId });
    expect(viaRpc.error?.message).toBe("You cannot revoke your own admin access.");
    const direct = await admin.from("user_roles").delete().eq("user_id", adminId);
    expect(direct.error?.message).toBe("You cannot revoke your own admin access.");
    expect((await admin.rpc("is_admin", { user_id: adminId })).data).toBe(true);
  });

  it("the admin grants by email (any case) and revokes another admin", async () => {
    const granted = await admin.rpc("grant_admin", { email: `  ${MEMBER.email.toUpperCase()} ` });
    expect(granted).toMatchObject({ error: null, data: memberId });
    expect((await member.rpc("is_admin", { user_id: memberId })).data).toBe(true);
    expect((await member.from("lead_inbox").select("id")).data?.length).toBeGreaterThan(0);

    const revoked = await admin.rpc("revoke_admin", { user_id: memberId });
    expect(revoked.error).toBeNull();
    expect((await member.rpc("is_admin", { user_id: memberId })).data).toBe(false);
    expect((await member.from("lead_inbox").select("id")).data).toEqual([]);
  });

  it("two admins revoking each other at once leave one admin", async () => {
    await admin.rpc("grant_admin", { email: MEMBER.email });
    const results = await Promise.all([
      admin.rpc("revoke_admin", { user_id: memberId }),
      member.rpc("revoke_admin", { user_id: adminId }),
    ]);
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    const { data: roles } = await service.from("user_roles").select("user_id");
    expect(roles).toHaveLength(1);
    if (roles?.[0].user_id !== adminId) await service.from("user_roles").insert({ user_id: adminId, role: "admin" });
    await service.from("user_roles").delete().eq("user_id", memberId);
  });
});

describe("realtime: leads and roles reach admins only", () => {
  type Received = string[];

  function listen(caller: SupabaseClient, name: string, received: Received): Promise<RealtimeChannel> {
    const channel = caller.channel(name);
    for (const table of ["contact_messages", "demo_requests", "user_roles"]) {
      channel.on("postgres_changes", { event: "*", schema: "public", table }, (change) => {
        received.push(`${change.table}:${change.eventType}`);
      });
    }
    return new Promise((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === "SUBSCRIBED") resolve(channel);
        else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(error ?? new Error(status));
      }),
    );
  }

  it("a new lead streams to the admin, and never to anon or a non-admin", async () => {
    const seen = { admin: [] as Received, member: [] as Received, anon: [] as Received };
    await admin.realtime.setAuth((await admin.auth.getSession()).data.session!.access_token);
    await member.realtime.setAuth((await member.auth.getSession()).data.session!.access_token);
    await Promise.all([
      listen(admin, "admin-inbox", seen.admin),
      listen(member, "member-inbox", seen.member),
      listen(anon, "anon-inbox", seen.anon),
    ]);

    await insertLead("contact_messages", "Live Lead");
    await insertLead("demo_requests", "Live Demo");
    // A change to a role row the non-admin may not read (user_roles is not even published).
    await service.from("user_roles").update({ created_at: new Date().toISOString() }).eq("user_id", adminId);

    await expect
      .poll(() => seen.admin, { timeout: 5000 })
      .toEqual(expect.arrayContaining(["contact_messages:INSERT", "demo_requests:INSERT"]));
    // Give the other subscribers the same chance to (wrongly) receive something.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen.member).toEqual([]);
    expect(seen.anon).toEqual([]);
  });
});
