// Exposed schemas ([api] schemas): supabase-js `.schema('x')` sends Accept-Profile (GET/HEAD) or
// Content-Profile (writes, rpc POST); each exposed schema has its own schema cache; any other
// schema is 406 PGRST106 naming the exposed ones, as PostgREST 12 answers.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import { applySql } from "../test-sql.ts";
import { serviceClient, startTestStack } from "../../testing.ts";

let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    configOverrides: { api: { schemas: ["public", "graphql_public", "extra_api"] } },
  });
  service = serviceClient(stack);
  await applySql(
    stack,
    `create schema extra_api;
     grant usage on schema extra_api to anon, authenticated, service_role;
     create table extra_api.gadgets (id int primary key, label text not null);
     grant all on extra_api.gadgets to service_role;
     insert into extra_api.gadgets values (1, 'one'), (2, 'two');
     create function extra_api.gadget_labels() returns setof text language sql stable
       as $$ select label from extra_api.gadgets order by id $$;
     grant execute on function extra_api.gadget_labels() to service_role;
     create schema hidden_api;
     create table hidden_api.secrets (id int);`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe("exposed schemas", () => {
  it("reads, writes and calls functions in another exposed schema", async () => {
    const extra = service.schema("extra_api");
    const inserted = await extra.from("gadgets").insert({ id: 3, label: "three" }).select("label");
    expect(inserted).toMatchObject({ status: 201, data: [{ label: "three" }] });
    const { data, error } = await extra.from("gadgets").select("id, label").gte("id", 2).order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, label: "two" },
      { id: 3, label: "three" },
    ]);
    expect((await extra.rpc("gadget_labels")).data).toEqual(["one", "two", "three"]);
  });

  it("names the schema in Content-Profile, as PostgREST does with several schemas", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/gadgets?select=id`, {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, "Accept-Profile": "extra_api" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-profile")).toBe("extra_api");
  });

  it("a table of one schema is not found through another", async () => {
    const { error, status } = await service.from("gadgets").select();
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.gadgets' in the schema cache",
    });
  });

  it("a schema that is not exposed is 406 PGRST106 for reads and writes", async () => {
    const hidden = service.schema("hidden_api");
    const expected = {
      code: "PGRST106",
      details: null,
      hint: null,
      message: "The schema must be one of the following: public, graphql_public, extra_api",
    };
    const read = await hidden.from("secrets").select();
    expect(read.status).toBe(406);
    expect(read.error).toEqual(expected);
    const write = await hidden.from("secrets").insert({ id: 1 });
    expect(write.status).toBe(406);
    expect(write.error).toEqual(expected);
    const call = await hidden.rpc("anything");
    expect(call.error).toEqual(expected);
  });
});
