// Resource embedding and computed fields of PostgREST 12, driven by the official client against the
// real local stack on a small schema of its own: to-one, to-many, one-to-one, many-to-many,
// self-references, hints, !inner, spreads, embedded filters/order/limit, the PGRST20x errors, RLS
// inside embeds, computed fields and relationships, and embeds on write representations.
import { once } from "node:events";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import { SCHEMA_RELOADED_EVENT } from "../schema-reload.ts";
import { anonClient, serviceClient, startTestStack } from "../../testing.ts";

const SCHEMA = `
  create table authors (id int primary key, name text not null);
  create table author_profiles (author_id int primary key references authors (id), bio text);
  create table posts (id int primary key, title text not null, author_id int references authors (id));
  create table tags (id int primary key, label text not null);
  create table post_tags (post_id int references posts (id), tag_id int references tags (id),
                          primary key (post_id, tag_id));
  create table employees (id int primary key, name text not null, manager_id int references employees (id));
  create table people (id int primary key, first_name text not null, last_name text not null);
  create table messages (id int primary key, body text,
                         sender_id int references people (id), receiver_id int references people (id));
  create table secrets (id int primary key, post_id int references posts (id), note text);
  alter table secrets enable row level security;
  create view post_titles as select id, title, author_id from posts;
  create function full_name(people) returns text language sql stable
    as $$ select $1.first_name || ' ' || $1.last_name $$;
  create function top_posts(authors) returns setof posts language sql stable
    as $$ select * from posts where author_id = $1.id order by id $$;
  create function first_post(authors) returns posts language sql stable
    as $$ select * from posts where author_id = $1.id order by id limit 1 $$;

  insert into authors values (1, 'Ada'), (2, 'Grace'), (3, 'Linus');
  insert into author_profiles values (1, 'Countess');
  insert into posts values (1, 'Engines', 1), (2, 'Notes', 1), (3, 'Compilers', 2), (4, 'Anonymous', null);
  insert into tags values (1, 'math'), (2, 'history'), (3, 'code');
  insert into post_tags values (1, 1), (1, 2), (3, 3);
  insert into employees values (1, 'Boss', null), (2, 'Mid', 1), (3, 'Junior', 2);
  insert into people values (1, 'Ada', 'Lovelace'), (2, 'Grace', 'Hopper');
  insert into messages values (1, 'hi', 1, 2);
  insert into secrets values (1, 1, 'classified');
  notify pgrst, 'reload schema';
`;

let stack: LocalStack;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  anon = anonClient(stack.apiUrl);
  service = serviceClient(stack);
  const reloaded = once(stack.ctx.events, SCHEMA_RELOADED_EVENT);
  await stack.ctx.db.exec(SCHEMA);
  await reloaded;
});

afterAll(async () => {
  await stack?.stop();
});

const rest = (path: string) => fetch(`${stack.apiUrl}/rest/v1/${path}`, { headers: { apikey: ANON_KEY } });

describe("relationships from foreign keys", () => {
  it("embeds a many-to-one as an object, null when the key is null", async () => {
    const { data, error } = await anon.from("posts").select("title, author:authors(name)").order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "Engines", author: { name: "Ada" } },
      { title: "Notes", author: { name: "Ada" } },
      { title: "Compilers", author: { name: "Grace" } },
      { title: "Anonymous", author: null },
    ]);
  });

  it("embeds a one-to-many as an array, empty when there are no rows", async () => {
    const { data } = await anon.from("authors").select("name, posts(id, title)").order("id").order("id", {
      referencedTable: "posts",
    });
    expect(data).toEqual([
      {
        name: "Ada",
        posts: [
          { id: 1, title: "Engines" },
          { id: 2, title: "Notes" },
        ],
      },
      { name: "Grace", posts: [{ id: 3, title: "Compilers" }] },
      { name: "Linus", posts: [] },
    ]);
  });

  it("embeds a one-to-one as an object in both directions", async () => {
    const { data } = await anon.from("authors").select("name, author_profiles(bio)").order("id").limit(2);
    expect(data).toEqual([
      { name: "Ada", author_profiles: { bio: "Countess" } },
      { name: "Grace", author_profiles: null },
    ]);
    const { data: back } = await anon.from("author_profiles").select("bio, authors(name)");
    expect(back).toEqual([{ bio: "Countess", authors: { name: "Ada" } }]);
  });

  it("embeds a many-to-many through the junction table", async () => {
    const { data } = await anon
      .from("posts")
      .select("title, tags(label)")
      .in("id", [1, 2])
      .order("id")
      .order("id", { referencedTable: "tags" });
    expect(data).toEqual([
      { title: "Engines", tags: [{ label: "math" }, { label: "history" }] },
      { title: "Notes", tags: [] },
    ]);
  });

  it("embeds self-references: the parent by its column, the children by the table", async () => {
    const { data } = await anon
      .from("employees")
      .select("name, manager:manager_id(name), reports:employees(name)")
      .order("id");
    expect(data).toEqual([
      { name: "Boss", manager: null, reports: [{ name: "Mid" }] },
      { name: "Mid", manager: { name: "Boss" }, reports: [{ name: "Junior" }] },
      { name: "Junior", manager: { name: "Mid" }, reports: [] },
    ]);
  });

  it("takes column casts, aliases and nested embeds inside an embed", async () => {
    const { data } = await anon
      .from("authors")
      .select("name, writings:posts(ref:id::text, title, tags(label))")
      .eq("id", 2);
    expect(data).toEqual([{ name: "Grace", writings: [{ ref: "3", title: "Compilers", tags: [{ label: "code" }] }] }]);
  });

  it("disambiguates with a column or constraint hint", async () => {
    for (const hint of ["author_id", "posts_author_id_fkey", "id"]) {
      const { data, error } = await anon.from("posts").select(`id, authors!${hint}(name)`).eq("id", 3);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 3, authors: { name: "Grace" } }]);
    }
    const { data } = await anon
      .from("messages")
      .select("body, from:people!sender_id(first_name), to:people!messages_receiver_id_fkey(first_name)");
    expect(data).toEqual([{ body: "hi", from: { first_name: "Ada" }, to: { first_name: "Grace" } }]);
  });
});

describe("filters, order and limits on embedded resources", () => {
  it("filters embedded rows only, unless the embed is !inner", async () => {
    const { data: left } = await anon
      .from("posts")
      .select("id, authors!left(name)")
      .eq("authors.name", "Ada")
      .order("id");
    expect(left).toEqual([
      { id: 1, authors: { name: "Ada" } },
      { id: 2, authors: { name: "Ada" } },
      { id: 3, authors: null },
      { id: 4, authors: null },
    ]);
    const { data: inner, count } = await anon
      .from("posts")
      .select("id, authors!inner(name)", { count: "exact" })
      .eq("authors.name", "Ada")
      .order("id");
    expect(inner).toEqual([
      { id: 1, authors: { name: "Ada" } },
      { id: 2, authors: { name: "Ada" } },
    ]);
    expect(count).toBe(2);
  });

  it("filters parents with !inner on a to-many embed and with an empty embed", async () => {
    const { data } = await anon.from("authors").select("name, posts!inner(title)").eq("posts.title", "Compilers");
    expect(data).toEqual([{ name: "Grace", posts: [{ title: "Compilers" }] }]);
    const { data: onlyParents } = await anon.from("authors").select("name, posts!inner()").like("posts.title", "N*");
    expect(onlyParents).toEqual([{ name: "Ada" }]);
  });

  it("filters parents with not.is.null and is.null on an embed", async () => {
    const withPosts = await anon.from("authors").select("name, posts(title)").not("posts", "is", null).order("id");
    expect(withPosts.data?.map((row) => row.name)).toEqual(["Ada", "Grace"]);
    const { data } = await anon.from("posts").select("title, authors(name)").is("authors", null);
    expect(data).toEqual([{ title: "Anonymous", authors: null }]);
  });

  it("orders, limits and offsets embedded rows and applies or= inside them", async () => {
    const { data } = await anon
      .from("authors")
      .select("name, posts(title)")
      .eq("id", 1)
      .order("title", { referencedTable: "posts", ascending: false })
      .limit(1, { referencedTable: "posts" });
    expect(data).toEqual([{ name: "Ada", posts: [{ title: "Notes" }] }]);
    const { data: second } = await anon
      .from("authors")
      .select("name, posts(title)")
      .eq("id", 1)
      .order("id", { referencedTable: "posts" })
      .range(1, 1, { referencedTable: "posts" });
    expect(second).toEqual([{ name: "Ada", posts: [{ title: "Notes" }] }]);
    const { data: either } = await anon
      .from("authors")
      .select("name, posts(title)")
      .eq("id", 1)
      .or("title.eq.Engines,title.eq.Nothing", { referencedTable: "posts" });
    expect(either).toEqual([{ name: "Ada", posts: [{ title: "Engines" }] }]);
  });

  it("orders parents by a to-one embedded column", async () => {
    const { data } = await anon
      .from("posts")
      .select("title, authors(name)")
      .not("author_id", "is", null)
      .order("authors(name)", { ascending: false })
      .order("id");
    expect(data?.map((row) => row.title)).toEqual(["Compilers", "Engines", "Notes"]);
    const res = await rest("authors?select=name,posts(title)&order=posts(title)");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "PGRST118",
      message: "A related order on 'posts' is not possible",
      details: "'authors' and 'posts' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });

  it("answers PGRST108 for parameters of a resource that is not embedded", async () => {
    const res = await rest("authors?select=name&posts.limit=1");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "PGRST108",
      message: "'posts' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'posts' is included in the 'select' query parameter.",
    });
  });
});

describe("spreads", () => {
  it("spreads a to-one embed's columns into the parent", async () => {
    const { data } = await anon
      .from("posts")
      .select("title, ...authors(author_name:name)")
      .in("id", [3, 4])
      .order("id");
    expect(data).toEqual([
      { title: "Compilers", author_name: "Grace" },
      { title: "Anonymous", author_name: null },
    ]);
  });

  it("refuses a to-many spread with PGRST119, as PostgREST 12 does", async () => {
    const { error, status } = await anon.from("authors").select("name, ...posts(title)");
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "PGRST119",
      message: "A spread operation on 'posts' is not possible",
      details: "'authors' and 'posts' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });
});

describe("relationship errors", () => {
  it("answers 400 PGRST200 with a suggestion when there is no relationship", async () => {
    const { error, status } = await anon.from("authors").select("name, postz(*)");
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "PGRST200",
      message: "Could not find a relationship between 'authors' and 'postz' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'authors' and 'postz' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'posts' instead of 'postz'.",
    });
  });

  it("names the hint in PGRST200 and has no suggestion for an existing table", async () => {
    const { error } = await anon.from("posts").select("id, authors!nope(name)");
    expect(error).toEqual({
      code: "PGRST200",
      message: "Could not find a relationship between 'posts' and 'authors' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'posts' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it("embeds a view through its base table's foreign key (more in views-embed.test.ts)", async () => {
    const { data, error, status } = await anon.from("authors").select("name, post_titles(title)");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.every((row) => Array.isArray(row.post_titles))).toBe(true);
  });

  it("answers 300 PGRST201 with the candidates when the relationship is ambiguous", async () => {
    const { error, status } = await anon.from("messages").select("body, people(first_name)");
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST201",
      message: "Could not embed because more than one relationship was found for 'messages' and 'people'",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "messages with people",
          relationship: "messages_receiver_id_fkey using messages(receiver_id) and people(id)",
        },
        {
          cardinality: "many-to-one",
          embedding: "messages with people",
          relationship: "messages_sender_id_fkey using messages(sender_id) and people(id)",
        },
      ],
      hint: "Try changing 'people' to one of the following: 'people!messages_receiver_id_fkey', 'people!messages_sender_id_fkey'. Find the desired relationship in the 'details' key.",
    });
  });

  it("answers 400 PGRST100 for malformed or absurdly deep selects", async () => {
    for (const select of [
      "authors(",
      "authors(name",
      "a:(name)",
      "authors!(name)",
      `${"posts(".repeat(12)}id${")".repeat(12)}`,
    ]) {
      const res = await rest(`posts?select=${encodeURIComponent(select)}`);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("PGRST100");
    }
  });

  it("answers hostile embed names and aliases with a 4xx, never a 5xx", async () => {
    const long = "x".repeat(200);
    const queries = [
      "select=id,a%00b:authors(name)",
      "select=id,authors%00(name)",
      `select=id,${long}:authors(name),${long}y:authors(name)`,
      "select=id,%ED%A0%80:authors(name)",
      "select=id,%22a%5C%22b%22:authors(name)",
      "select=id,authors(name)&authors.name=eq.%00",
      "select=id,authors(name)&authors.name=eq.%ED%A0%80",
      "select=id,authors(name)&order=authors(na%00me)",
    ];
    for (const query of queries) {
      const res = await rest(`posts?${query}`);
      expect(res.status, query).toBeGreaterThanOrEqual(200);
      expect(res.status, query).toBeLessThan(500);
    }
  });
});

describe("row level security inside embeds", () => {
  it("gives anon no rows of an RLS table it has no policy for, and the service role all", async () => {
    const { data: asAnon } = await anon.from("posts").select("title, secrets(note)").eq("id", 1);
    expect(asAnon).toEqual([{ title: "Engines", secrets: [] }]);
    const { data: inner } = await anon.from("posts").select("title, secrets!inner(note)");
    expect(inner).toEqual([]);
    const { data: asService } = await service.from("posts").select("title, secrets(note)").eq("id", 1);
    expect(asService).toEqual([{ title: "Engines", secrets: [{ note: "classified" }] }]);
  });
});

describe("computed fields and relationships", () => {
  it("selects, filters and orders a computed field like a column", async () => {
    const { data } = await anon
      .from("people")
      .select("id, full_name")
      .like("full_name", "*Hopper")
      .order("full_name", { ascending: false });
    expect(data).toEqual([{ id: 2, full_name: "Grace Hopper" }]);
    const { data: all } = await anon.from("people").select("name:full_name").order("full_name", { ascending: false });
    expect(all).toEqual([{ name: "Grace Hopper" }, { name: "Ada Lovelace" }]);
    const { data: star } = await anon.from("people").select("*").eq("id", 1);
    expect(star).toEqual([{ id: 1, first_name: "Ada", last_name: "Lovelace" }]);
  });

  it("refuses a computed field in a write payload with PGRST204", async () => {
    const { error, status } = await service.from("people").insert({ id: 9, first_name: "A", full_name: "A B" });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "PGRST204",
      message: "Could not find the 'full_name' column of 'people' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it("embeds computed relationships: setof as an array, a single row as an object", async () => {
    const { data } = await anon.from("authors").select("name, top_posts(title), first_post(title)").eq("id", 1);
    expect(data).toEqual([
      { name: "Ada", top_posts: [{ title: "Engines" }, { title: "Notes" }], first_post: { title: "Engines" } },
    ]);
  });
});

describe("embeds on write representations", () => {
  it("returns embedded rows after insert, update and delete", async () => {
    const inserted = await service
      .from("posts")
      .insert({ id: 10, title: "Fresh", author_id: 2 })
      .select("title, author:authors(name)");
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ title: "Fresh", author: { name: "Grace" } }]);
    await service.from("post_tags").insert({ post_id: 10, tag_id: 3 });
    const updated = await service.from("posts").update({ title: "Fresher" }).eq("id", 10).select("title, tags(label)");
    expect(updated.data).toEqual([{ title: "Fresher", tags: [{ label: "code" }] }]);
    const filtered = await service
      .from("posts")
      .update({ title: "Freshest" })
      .eq("id", 10)
      .select("title, authors!inner(name)")
      .eq("authors.name", "Grace");
    expect(filtered.data).toEqual([{ title: "Freshest", authors: { name: "Grace" } }]);
    await service.from("post_tags").delete().eq("post_id", 10);
    const deleted = await service.from("posts").delete().eq("id", 10).select("id, authors(name)").single();
    expect(deleted.data).toEqual({ id: 10, authors: { name: "Grace" } });
  });
});
