// `Prefer: timezone=…` (PostgREST 12.1+): a name from pg_timezone_names sets the session time zone
// for the request (timestamptz output, now(), current_setting) and is echoed in
// Preference-Applied; an unknown name is ignored, or 400 PGRST122 under handling=strict.
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
    `create table public.tz_events (id int primary key, at timestamptz);
     grant all on public.tz_events to service_role;
     insert into public.tz_events values (1, '2026-01-01 00:00:00+00');
     create function public.tz_current() returns text language sql stable as $$ select current_setting('timezone') $$;
     grant execute on function public.tz_current() to service_role;`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

const request = (path: string, prefer: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
      prefer,
    },
  });

describe("Prefer: timezone", () => {
  it("renders timestamptz in the requested zone and echoes it in Preference-Applied", async () => {
    const response = await request("tz_events?select=id,at", "timezone=America/Los_Angeles");
    expect(response.status).toBe(200);
    expect(response.headers.get("preference-applied")).toBe("timezone=America/Los_Angeles");
    expect(await response.json()).toEqual([{ id: 1, at: "2025-12-31T16:00:00-08:00" }]);
    const viaClient = await service.from("tz_events").select("at").setHeader("Prefer", "timezone=Asia/Tokyo");
    expect(viaClient.data).toEqual([{ at: "2026-01-01T09:00:00+09:00" }]);
  });

  it("applies to RPC calls and writes, and lasts only for the request", async () => {
    const rpc = await request("rpc/tz_current", "timezone=Europe/Paris, count=exact", { method: "POST", body: "{}" });
    expect(await rpc.json()).toBe("Europe/Paris");
    expect(rpc.headers.get("preference-applied")).toBe("count=exact, timezone=Europe/Paris");
    const write = await request("tz_events", "return=representation, timezone=Asia/Kolkata", {
      method: "POST",
      body: JSON.stringify({ id: 2, at: "2026-06-01T12:00:00" }),
    });
    expect(write.status).toBe(201);
    expect(write.headers.get("preference-applied")).toBe("return=representation, timezone=Asia/Kolkata");
    // A zone-less input is read in the request's zone, as Postgres does.
    expect(await write.json()).toEqual([{ id: 2, at: "2026-06-01T12:00:00+05:30" }]);
    const after = await service.rpc("tz_current");
    expect(after.data).not.toBe("Europe/Paris");
    expect(after.data).not.toBe("Asia/Kolkata");
  });

  it("ignores an unknown zone, or answers PGRST122 under handling=strict", async () => {
    const lenient = await request("tz_events?select=id&id=eq.1", "timezone=Mars/Olympus");
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get("preference-applied")).toBeNull();
    const strict = await request("tz_events?select=id", "handling=strict, timezone=america/los_angeles");
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: "PGRST122",
      details: "Invalid preferences: timezone=america/los_angeles",
      hint: null,
      message: "Invalid preferences given with handling=strict",
    });
    const accepted = await request("tz_events?select=id&id=eq.1", "handling=strict, timezone=UTC");
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("preference-applied")).toBe("handling=strict, timezone=UTC");
  });
});
