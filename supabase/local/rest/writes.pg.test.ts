// /rest/v1 writes and RPC with the official client: Postgres's grants and RLS policies decide,
// because every request runs as the caller's role with its JWT claims.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../config-overrides.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, serviceClient, signedInClient, signedInMember, startTestStack } from "../testing.ts";
import { logoRow, SEEDED_ADMIN } from "../../tests/fixtures.ts";

let stack: LocalStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let admin: SupabaseClient;
let member: SupabaseClient;
let memberId: string;
let adminId: string;

beforeAll(async () => {
  stack = await startTestStack({
    // Signs members up and in far more often than [auth.rate_limit] allows from one IP.
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
  });
  anon = anonClient(stack.apiUrl);
  service = serviceClient(stack);
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  ({ client: member, userId: memberId } = await signedInMember(stack));
  adminId = (await admin.auth.getUser()).data.user!.id;
});

afterAll(async () => {
  await stack?.stop();
});

describe("insert, update, delete and upsert", () => {
  it("insert without select() is 201 with no body; with select() returns the rows", async () => {
    const minimal = await admin.from("customer_logos").insert(logoRow("Minimal Co"));
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const { data, status } = await admin
      .from("customer_logos")
      .insert([logoRow("Alpha Co", { display_order: 50 }), logoRow("Beta Co", { display_order: 51 })])
      .select("company_name, display_order, is_active");
    expect(status).toBe(201);
    expect(data).toEqual([
      { company_name: "Alpha Co", display_order: 50, is_active: true },
      { company_name: "Beta Co", display_order: 51, is_active: true },
    ]);
  });

  it("update and delete return 204, or 200 with the rows when selected", async () => {
    const updated = await admin
      .from("customer_logos")
      .update({ display_order: 52 })
      .eq("company_name", "Beta Co")
      .select("display_order");
    expect(updated).toMatchObject({ status: 200, data: [{ display_order: 52 }] });
    const quiet = await admin.from("customer_logos").update({ is_active: false }).eq("company_name", "Beta Co");
    expect(quiet.status).toBe(204);
    const deleted = await admin
      .from("customer_logos")
      .delete()
      .eq("company_name", "Beta Co")
      .select("company_name")
      .single();
    expect(deleted).toMatchObject({ status: 200, data: { company_name: "Beta Co" } });
  });

  it("refuses UPDATE and DELETE without a filter, like Supabase's pg_safeupdate", async () => {
    const { error, status } = await admin.from("customer_logos").delete();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "21000", message: "DELETE requires a WHERE clause" });
  });

  it("upserts: merge-duplicates updates, ignore-duplicates keeps the row", async () => {
    const { data: created } = await admin.from("customer_logos").insert(logoRow("Upsert Co")).select("id").single();
    const id = created!.id as string;
    const merged = await admin
      .from("customer_logos")
      .upsert({ id, ...logoRow("Upsert Co", { display_order: 77 }) })
      .select("display_order");
    expect(merged.data).toEqual([{ display_order: 77 }]);
    const ignored = await admin
      .from("customer_logos")
      .upsert({ id, ...logoRow("Upsert Co", { display_order: 1 }) }, { ignoreDuplicates: true })
      .select("display_order");
    expect(ignored.data).toEqual([]);
    const byName = await service
      .from("demo_requests")
      .upsert({ full_name: "Lead", email: "l@example.com", company: "C" }, { onConflict: "id" })
      .select("company");
    expect(byName.data).toEqual([{ company: "C" }]);
  });

  it("uses column defaults for missing keys with defaultToNull: false", async () => {
    const { data, error } = await admin
      .from("customer_logos")
      .insert([logoRow("Defaults A", { display_order: 5 }), logoRow("Defaults B")], { defaultToNull: false })
      .select("company_name, display_order");
    expect(error).toBeNull();
    expect(data).toEqual([
      { company_name: "Defaults A", display_order: 5 },
      { company_name: "Defaults B", display_order: 0 },
    ]);
  });

  it("a duplicate primary key is 409 23505; an unknown payload column is 400 PGRST204", async () => {
    const { data } = await service.from("customer_logos").insert(logoRow("Dup Co")).select("id").single();
    const duplicate = await service.from("customer_logos").insert({ id: data!.id, ...logoRow("Dup Co") });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe("23505");
    const unknown = await service.from("customer_logos").insert({ ...logoRow("X"), nope: 1 });
    expect(unknown).toMatchObject({ status: 400, error: { code: "PGRST204" } });
  });
});

describe("row level security decides", () => {
  it("anon reads only active logos", async () => {
    await admin.from("customer_logos").insert(logoRow("Hidden Co", { is_active: false }));
    const { data: visible } = await anon.from("customer_logos").select("company_name, is_active");
    expect(visible?.every((row) => row.is_active)).toBe(true);
    expect(visible?.map((row) => row.company_name)).not.toContain("Hidden Co");
    const { data: all } = await admin.from("customer_logos").select("company_name").eq("company_name", "Hidden Co");
    expect(all).toEqual([{ company_name: "Hidden Co" }]);
  });

  it("anon cannot write: 401 42501", async () => {
    const { error, status } = await anon.from("customer_logos").insert(logoRow("Anon Co"));
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "customer_logos"',
    });
  });

  it("a signed-in non-admin cannot write: 403 42501, and updates/deletes touch nothing", async () => {
    const insert = await member.from("customer_logos").insert(logoRow("Member Co"));
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe("42501");
    const update = await member
      .from("customer_logos")
      .update({ company_name: "Hacked" })
      .eq("display_order", 1)
      .select();
    expect(update.data).toEqual([]);
    const removed = await member.from("customer_logos").delete().eq("display_order", 1).select();
    expect(removed.data).toEqual([]);
    const { data } = await anon.from("customer_logos").select("company_name").eq("display_order", 1);
    expect(data).toEqual([{ company_name: "Veridian Bank" }]);
  });

  it("anon sees nothing of the admin-only lead tables", async () => {
    const { error, status } = await anon.from("contact_messages").select("*");
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
  });
});

describe("rpc", () => {
  it("is_admin answers a bare JSON boolean: true for the seeded admin about themselves, false to anyone else", async () => {
    expect((await admin.rpc("is_admin", { user_id: adminId })).data).toBe(true);
    expect((await admin.rpc("is_admin", { user_id: adminId }, { get: true })).data).toBe(true);
    expect((await anon.rpc("is_admin", { user_id: adminId })).data).toBe(false);
    expect((await anon.rpc("is_admin", { user_id: memberId })).data).toBe(false);
  });

  it("returns arrays for table functions and 204 for void", async () => {
    const { data } = await admin.rpc("list_admins");
    expect(data).toEqual([expect.objectContaining({ email: SEEDED_ADMIN.email, is_current_user: true })]);
    const ids = (
      await admin.from("customer_logos").select("id").lt("display_order", 3).order("display_order")
    ).data!.map((row) => row.id);
    const reordered = await admin.rpc("reorder_site_content", { content_table: "customer_logos", ordered_ids: ids });
    expect(reordered).toMatchObject({ status: 204, error: null });
  });

  it("RAISE is 400 P0001 with the function's message", async () => {
    const { error, status } = await admin.rpc("grant_admin", { email: "nobody@example.com" });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "P0001" });
    expect(error?.message).toMatch(/nobody@example.com/);
  });

  it("an unknown function is 404 PGRST202 with PostgREST's message and details", async () => {
    // A name like no other function's, so PostgREST's fuzzy "Perhaps you meant" has nothing to offer.
    const none = await anon.rpc("qqzx");
    expect(none.status).toBe(404);
    expect(none.error).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function public.qqzx without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: null,
      message: "Could not find the function public.qqzx without parameters in the schema cache",
    });
    const wrongArgs = await anon.rpc("is_admin", { uid: adminId });
    expect(wrongArgs.error?.message).toBe("Could not find the function public.is_admin(uid) in the schema cache");
  });
});
