// Embedding on RPC results: a function returning (setof) a table's row type has that table's
// relationships, so `rpc('fn').select('*, other(*)')` embeds like a read of the table
// (PostgREST plans the call as a read of the table type; RPC result rows alias the function).
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    `create table public.re_owners (id int primary key, name text not null);
     create table public.re_pets (id int primary key, owner_id int references public.re_owners, name text not null);
     insert into public.re_owners values (1, 'ann'), (2, 'bob');
     insert into public.re_pets values (1, 1, 'rex'), (2, 1, 'tom'), (3, 2, 'kit'), (4, null, 'stray');
     grant all on public.re_owners, public.re_pets to service_role;
     create function public.re_pets_named(p text) returns setof public.re_pets language sql stable
       as $$ select * from public.re_pets where name like p $$;
     create function public.re_first_owner() returns public.re_owners language sql stable
       as $$ select * from public.re_owners order by id limit 1 $$;
     create function public.re_rows() returns table (id int, owner_id int) language sql stable
       as $$ select id, owner_id from public.re_pets $$;`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe("rpc().select() with embedded resources", () => {
  it("embeds to-one and to-many relationships of the returned table, with filters on the embed", async () => {
    const pets = await service.rpc("re_pets_named", { p: "%" }).select("name, re_owners(name)").order("id");
    expect(pets.error).toBeNull();
    expect(pets.data).toEqual([
      { name: "rex", re_owners: { name: "ann" } },
      { name: "tom", re_owners: { name: "ann" } },
      { name: "kit", re_owners: { name: "bob" } },
      { name: "stray", re_owners: null },
    ]);
    const inner = await service
      .rpc("re_pets_named", { p: "%" })
      .select("name, owner:re_owners!inner(name)")
      .eq("owner.name", "bob");
    expect(inner.data).toEqual([{ name: "kit", owner: { name: "bob" } }]);
    const owner = await service.rpc("re_first_owner").select("name, re_pets(name)");
    expect(owner.error).toBeNull();
    expect(owner.data).toEqual({ name: "ann", re_pets: [{ name: "rex" }, { name: "tom" }] });
    const spread = await service.rpc("re_pets_named", { p: "k%" }).select("name, ...re_owners(owner:name)");
    expect(spread.data).toEqual([{ name: "kit", owner: "bob" }]);
  });

  it("GET calls take the embed's own params (path.order, path.limit, path.col filters), not arguments", async () => {
    const { data, error } = await service
      .rpc("re_pets_named", { p: "%" }, { get: true })
      .select("name, re_owners!inner(name, re_pets(name))")
      .eq("re_owners.name", "ann")
      .order("name", { referencedTable: "re_owners.re_pets", ascending: false })
      .limit(1, { referencedTable: "re_owners.re_pets" })
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "rex", re_owners: { name: "ann", re_pets: [{ name: "tom" }] } },
      { name: "tom", re_owners: { name: "ann", re_pets: [{ name: "tom" }] } },
    ]);
  });

  it("a RETURNS TABLE function has no relationships: PGRST200 as in PostgREST", async () => {
    const { error, status } = await service.rpc("re_rows").select("id, re_owners(name)");
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST200");
  });
});
