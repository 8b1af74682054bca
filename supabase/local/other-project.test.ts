// The stack serves a supabase/ folder that is not this repository's: fixtures/notes-app, a small
// notes app written for `supabase start` (no lead tables, its own schema, function and scheduled
// job). Nothing of this product is needed for it to start, authenticate, enforce its RLS, run its
// Edge Function and run its pg_cron job through pg_net with a key from Vault.
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "./start.ts";
import { anonClient, serviceClient, startTestStack } from "./testing.ts";

const projectDir = join(import.meta.dirname, "fixtures", "notes-app");
let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ projectDir });
  service = serviceClient(stack);
  // The migration stored the CLI's default API address; this stack listens on a port of its own.
  await stack.ctx.db.query("update vault.secrets set secret = $1 where name = 'project_url'", [stack.apiUrl]);
});
afterAll(async () => {
  await stack?.stop();
});

describe("another project's supabase folder", () => {
  it("has its own schema and none of this product's", async () => {
    const { rows } = await stack.ctx.db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    expect(rows.map((row) => row.name)).toEqual(["notes", "ticks"]);
  });

  it("signs a user up and keeps each user's notes to themselves, by its RLS", async () => {
    const ada = anonClient(stack.apiUrl);
    const signUp = await ada.auth.signUp({ email: "ada@example.com", password: "notes-are-private-42" });
    expect(signUp.error).toBeNull();
    expect((await ada.from("notes").insert({ body: "Remember the analytical engine" })).error).toBeNull();
    // Leaked-password checking is off, as GoTrue's default: this project never turned it on.
    const grace = anonClient(stack.apiUrl);
    expect((await grace.auth.signUp({ email: "grace@example.com", password: "password123" })).error).toBeNull();
    expect((await grace.from("notes").select("body")).data).toEqual([]);
    expect((await ada.from("notes").select("body")).data).toEqual([{ body: "Remember the analytical engine" }]);
  });

  it("runs its Edge Function", async () => {
    const { data, error } = await service.functions.invoke("tick", { body: { source: "test" } });
    expect(error).toBeNull();
    expect(data).toEqual({ stored: 201 });
  });

  it("runs its pg_cron job, which calls the function through pg_net with a key from Vault", async () => {
    await expect
      .poll(async () => (await service.from("ticks").select("source").eq("source", "cron")).data?.length, {
        timeout: 15_000,
        interval: 200,
      })
      .toBeGreaterThan(0);
    const runs = await stack.ctx.db.query<{ status: string }>(
      "select status from cron.job_run_details where status <> 'running' order by runid limit 1",
    );
    expect(runs.rows).toEqual([{ status: "succeeded" }]);
    const answers = await stack.ctx.db.query<{ status_code: number }>(
      "select status_code from net._http_response order by id limit 1",
    );
    expect(answers.rows).toEqual([{ status_code: 200 }]);
  });
});
