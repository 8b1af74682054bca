// Functions with a single unnamed json/jsonb/text/xml/bytea parameter, called with the whole
// request body as PostgREST 12 does: any JSON body (supabase-js `rpc`) → json/jsonb, text/plain →
// text, text/xml → xml, application/octet-stream → bytea; named overloads win; PGRST202 otherwise.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import { applySql } from "../test-sql.ts";
import { serviceClient, startTestStack } from "../../testing.ts";

let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  service = serviceClient(stack);
  await applySql(
    stack,
    `create function public.un_echo(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
     create function public.un_json_keys(json) returns setof text language sql immutable
       as $$ select json_object_keys($1) order by 1 $$;
     create function public.un_upper(text) returns text language sql immutable as $$ select upper($1) $$;
     create function public.un_size(bytea) returns int language sql immutable as $$ select length($1) $$;
     create function public.un_xml(xml) returns text language sql immutable as $$ select $1::text $$;
     create function public.un_mixed(jsonb) returns text language sql immutable as $$ select 'unnamed' $$;
     create function public.un_mixed(a int) returns text language sql immutable as $$ select 'named' $$;
     create function public.un_single(payload json) returns text language sql immutable
       as $$ select payload->>'a' || '/' || coalesce(payload->>'b', '-') $$;
     grant execute on all functions in schema public to service_role;`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const post = (name: string, contentType: string, body: string | Blob) =>
  fetch(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, "content-type": contentType },
    body,
  });

describe("single unnamed parameter functions", () => {
  it("pass any JSON body from supabase-js to an unnamed json/jsonb parameter", async () => {
    const object = await service.rpc("un_echo", { a: 1, nested: { b: [true, null] } });
    expect(object.error).toBeNull();
    expect(object.data).toEqual({ a: 1, nested: { b: [true, null] } });
    const array = await service.rpc("un_echo", [1, "two"] as unknown as Record<string, unknown>);
    expect(array.error).toBeNull();
    expect(array.data).toEqual([1, "two"]);
    const keys = await service.rpc("un_json_keys", { z: 1, a: 2 }).order("un_json_keys", { ascending: false });
    expect(keys.error).toBeNull();
    expect(keys.data).toEqual(["z", "a"]);
  });

  it("prefer a named overload that matches the arguments", async () => {
    expect((await service.rpc("un_mixed", { a: 1 })).data).toBe("named");
    expect((await service.rpc("un_mixed", { b: 1 })).data).toBe("unnamed");
  });

  it("pass text/plain, text/xml and application/octet-stream bodies", async () => {
    const text = await post("un_upper", "text/plain; charset=utf-8", "héllo, world");
    expect(text.status).toBe(200);
    expect(await text.json()).toBe("HÉLLO, WORLD");
    const binary = await post("un_size", "application/octet-stream", new Blob([new Uint8Array([0, 1, 2, 255, 0])]));
    expect(binary.status).toBe(200);
    expect(await binary.json()).toBe(5);
    const xml = await post("un_xml", "text/xml", "<a>1</a>");
    expect(await xml.json()).toBe("<a>1</a>");
  });

  it("answer PGRST202 when no function takes the body's media type", async () => {
    const response = await post("un_echo", "text/plain", "hello");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "PGRST202",
      details:
        "Searched for the function public.un_echo with a single unnamed text parameter, but no matches were found in the schema cache.",
      hint: null,
      message: "Could not find the function public.un_echo in the schema cache",
    });
    const nul = await post("un_upper", "text/plain", "a\u0000b");
    expect(nul.status).toBe(400);
    const badJson = await post("un_echo", "application/json", "{nope");
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).code).toBe("PGRST102");
  });

  it("pass the whole body to a named json parameter with Prefer: params=single-object", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/un_single`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
        prefer: "params=single-object",
      },
      body: JSON.stringify({ a: "x", b: "y" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("preference-applied")).toBe("params=single-object");
    expect(await response.json()).toBe("x/y");
    const viaGet = await service
      .rpc("un_single", { a: "q" }, { get: true })
      .setHeader("Prefer", "params=single-object");
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toBe("q/-");
  });
});
