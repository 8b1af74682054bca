// `Accept: text/csv` (supabase-js `.csv()`) answered in PostgREST 12's CSV format: a header row,
// Postgres record quoting, NULL as an empty field, arrays and json as their text; for reads,
// filtered and embedded selects, write representations and RPC results.
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
    `create table public.csv_owners (id int primary key, name text);
     create table public.csv_rows (id int primary key, owner_id int references public.csv_owners (id),
       name text, tags text[], data jsonb, score numeric, flag boolean);
     grant all on public.csv_owners, public.csv_rows to service_role;
     insert into public.csv_owners values (1, 'Ada');
     insert into public.csv_rows values
       (1, 1, 'plain', '{a,b}', '{"k": "v"}', 1.50, true),
       (2, 1, 'with, comma', '{}', '[1, 2]', null, false),
       (3, null, 'say "hi"', null, null, 0, null),
       (4, null, '', '{"x y"}', '"s"', -2, true);
     create function public.csv_names() returns setof public.csv_rows language sql stable
       as $$ select * from public.csv_rows where id <= 2 order by id $$;
     create function public.csv_total() returns int language sql stable as $$ select 42 $$;
     grant execute on function public.csv_names(), public.csv_total() to service_role;`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe("CSV responses", () => {
  it("renders a header and PostgREST's record quoting", async () => {
    const { data, error, status } = await service.from("csv_rows").select("*").order("id").csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(
      [
        "id,owner_id,name,tags,data,score,flag",
        '1,1,plain,"{a,b}","{""k"": ""v""}",1.50,t',
        '2,1,"with, comma",{},"[1, 2]",,f',
        '3,,"say ""hi""",,,0,',
        '4,,"","{""x y""}","""s""",-2,t',
      ].join("\n"),
    );
  });

  it("answers the Content-Type text/csv, with selects, filters, ranges and counts", async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/csv_rows?select=id,label:name&id=lte.2&order=id.desc`, {
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        accept: "text/csv",
        prefer: "count=exact",
        range: "0-0",
      },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-range")).toBe("0-0/2");
    expect(await response.text()).toBe('id,label\n2,"with, comma"');
  });

  it("renders embedded resources as their JSON text, and an empty result as an empty header", async () => {
    const embedded = await service.from("csv_rows").select("id, csv_owners(name)").eq("id", 1).csv();
    expect(embedded.data).toBe('id,csv_owners\n1,"{""name"": ""Ada""}"');
    const empty = await service.from("csv_rows").select("id").eq("id", 99).csv();
    expect(empty.error).toBeNull();
    expect(empty.data).toBe("\n");
  });

  it("renders write representations and RPC results", async () => {
    const inserted = await service.from("csv_owners").insert({ id: 2, name: "Bo, b" }).select().csv();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toBe('id,name\n2,"Bo, b"');
    const names = await service.rpc("csv_names").select("id,name").csv();
    expect(names.data).toBe('id,name\n1,plain\n2,"with, comma"');
    const total = await service.rpc("csv_total").csv();
    expect(total.data).toBe("csv_total\n42");
  });

  it("inserts a text/csv body: header row, quoted fields, NULL as null, typed by the columns", async () => {
    const body =
      'id,name,tags,data,score,flag\r\n10,"multi\nline, ""quoted""",{x},"{""a"": 1}",2.5,true\n11,NULL,NULL,NULL,NULL,NULL\n';
    const response = await fetch(`${stack.apiUrl}/rest/v1/csv_rows?select=id,name,tags,data,score,flag`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "content-type": "text/csv",
        prefer: "return=representation",
      },
      body,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([
      // Every CSV field is a JSON string to PostgREST, so a jsonb column stores the string itself.
      { id: 10, name: 'multi\nline, "quoted"', tags: ["x"], data: '{"a": 1}', score: 2.5, flag: true },
      { id: 11, name: null, tags: null, data: null, score: null, flag: null },
    ]);
  });

  it("refuses malformed CSV bodies with 400 PGRST102", async () => {
    for (const body of ["id,name\n12", 'id,name\n12,"open', "id,id\n1,2", "id\n1\u0000"]) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/csv_rows`, {
        method: "POST",
        headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, "content-type": "text/csv" },
        body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("PGRST102");
    }
  });
});
