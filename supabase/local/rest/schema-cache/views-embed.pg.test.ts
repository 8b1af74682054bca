// Embedding through views (PostgREST 12 follows a view's columns to its base tables' foreign keys):
// a view over posts embeds authors, a table embeds a view, view to view, views over views, renamed
// columns, hints, and PGRST200 when a view does not expose the key. Also embeds and computed fields
// in a non-public exposed schema (Accept-Profile).
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../start.ts";
import { applySql } from "../test-sql.ts";
import { serviceClient, startTestStack } from "../../testing.ts";

let stack: LocalStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({
    configOverrides: { api: { schemas: ["public", "graphql_public", "ve_api"] } },
  });
  service = serviceClient(stack);
  await applySql(
    stack,
    `create table public.ve_authors (id int primary key, name text);
     create table public.ve_posts (id int primary key, title text,
       author_id int constraint ve_posts_author_fk references public.ve_authors (id));
     insert into public.ve_authors values (1, 'Ada'), (2, 'Bob');
     insert into public.ve_posts values (10, 'First', 1), (11, 'Second', 1), (12, 'Third', 2);
     create view public.ve_post_view as select id, title, author_id as writer from public.ve_posts;
     create view public.ve_author_view as select id, upper(name) as loud from public.ve_authors;
     create view public.ve_title_view as select id, title from public.ve_posts;
     create view public.ve_nested_view as select * from (select id, writer from public.ve_post_view) s;
     grant select on public.ve_authors, public.ve_posts, public.ve_post_view, public.ve_author_view,
       public.ve_title_view, public.ve_nested_view to service_role;
     create schema ve_api;
     grant usage on schema ve_api to service_role;
     create table ve_api.teams (id int primary key, name text);
     create table ve_api.members (id int primary key, team_id int references ve_api.teams (id), first text, last text);
     create table ve_api.tags (id int primary key, label text);
     create table ve_api.member_tags (member_id int references ve_api.members (id),
       tag_id int references ve_api.tags (id), primary key (member_id, tag_id));
     create function ve_api.full_name(ve_api.members) returns text language sql stable
       as $$ select $1.first || ' ' || $1.last $$;
     create function ve_api.captain(ve_api.teams) returns setof ve_api.members rows 1 language sql stable
       as $$ select * from ve_api.members where team_id = $1.id order by id limit 1 $$;
     create view ve_api.member_view as select id, team_id from ve_api.members;
     grant select on all tables in schema ve_api to service_role;
     grant execute on all functions in schema ve_api to service_role;
     insert into ve_api.teams values (1, 'Red');
     insert into ve_api.members values (1, 1, 'Ada', 'L'), (2, 1, 'Bob', 'K');
     insert into ve_api.tags values (1, 'lead');
     insert into ve_api.member_tags values (1, 1);`,
  );
});

afterAll(async () => {
  await stack?.stop();
});

describe("embedding through views", () => {
  it("embeds a table from a view over posts (many-to-one through a renamed column)", async () => {
    const { data, error } = await service.from("ve_post_view").select("title, author:ve_authors(name)").order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "First", author: { name: "Ada" } },
      { title: "Second", author: { name: "Ada" } },
      { title: "Third", author: { name: "Bob" } },
    ]);
  });

  it("embeds a view from a table (one-to-many), with embedded filters and order", async () => {
    const { data, error } = await service
      .from("ve_authors")
      .select("name, ve_post_view(title)")
      .eq("id", 1)
      .order("id", { referencedTable: "ve_post_view", ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Ada", ve_post_view: [{ title: "Second" }, { title: "First" }] }]);
  });

  it("embeds view to view, and through a view over a view", async () => {
    const viewToView = await service.from("ve_post_view").select("id, ve_author_view(loud)").eq("id", 12);
    expect(viewToView.error).toBeNull();
    expect(viewToView.data).toEqual([{ id: 12, ve_author_view: { loud: "BOB" } }]);
    const nested = await service
      .from("ve_nested_view")
      .select("id, ve_authors!inner(name)")
      .eq("ve_authors.name", "Ada");
    expect(nested.error).toBeNull();
    expect(nested.data?.map((row) => row.id).sort()).toEqual([10, 11]);
  });

  it("takes the constraint or a view column as a hint", async () => {
    const byConstraint = await service
      .from("ve_post_view")
      .select("id, ve_authors!ve_posts_author_fk(id)")
      .eq("id", 10);
    expect(byConstraint.data).toEqual([{ id: 10, ve_authors: { id: 1 } }]);
    const byColumn = await service.from("ve_post_view").select("id, ve_authors!writer(name)").eq("id", 10);
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual([{ id: 10, ve_authors: { name: "Ada" } }]);
    // `writer` leads to ve_authors and to ve_author_view alike: ambiguous, as in PostgREST.
    const ambiguous = await service.from("ve_post_view").select("id, writer(name)");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe("PGRST201");
  });

  it("answers PGRST200 when the view does not expose the foreign key", async () => {
    const { error, status } = await service.from("ve_title_view").select("id, ve_authors(name)");
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST200");
    expect(error?.message).toBe(
      "Could not find a relationship between 've_title_view' and 've_authors' in the schema cache",
    );
  });
});

describe("embedding in a non-public exposed schema", () => {
  it("embeds by foreign key, many-to-many, computed relationship and computed field", async () => {
    const api = service.schema("ve_api");
    const { data, error } = await api
      .from("teams")
      .select("name, captain(full_name), members(full_name, tags(label))")
      .order("id", { referencedTable: "members" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Red",
        captain: { full_name: "Ada L" },
        members: [
          { full_name: "Ada L", tags: [{ label: "lead" }] },
          { full_name: "Bob K", tags: [] },
        ],
      },
    ]);
    const filtered = await api.from("members").select("id").eq("full_name", "Bob K");
    expect(filtered.data).toEqual([{ id: 2 }]);
    const viaView = await api.from("member_view").select("id, teams(name)").eq("id", 2);
    expect(viaView.data).toEqual([{ id: 2, teams: { name: "Red" } }]);
  });

  it("names the schema in PGRST200", async () => {
    const { error } = await service.schema("ve_api").from("teams").select("id, nothing(*)");
    expect(error?.code).toBe("PGRST200");
    expect(error?.details).toBe(
      "Searched for a foreign key relationship between 'teams' and 'nothing' in the schema 've_api', but no matches were found.",
    );
  });
});
