// listV2() with the unmodified client, as Storage's list-v2 route answers it: pages joined by
// nextCursor, one folder level with with_delimiter, prefixes, sorting, RLS as the caller, and a 4xx
// (never a 5xx) for hostile input.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../keys.ts";
import { pngBlob, startWithCallers, type StorageCallers } from "./storage-test-kit.ts";

let c: StorageCallers;
const BUCKET = "listing";
const NAMES = ["a.png", "b/1.png", "b/2.png", "b/c/3.png", "b-x.png", "c.png", "d/4.png", "e_1.png", "ex1.png"];

beforeAll(async () => {
  c = await startWithCallers();
  expect((await c.service.storage.createBucket(BUCKET, { public: false })).error).toBeNull();
  for (const name of NAMES) {
    expect((await c.service.storage.from(BUCKET).upload(name, pngBlob(10))).error).toBeNull();
  }
});
afterAll(() => c?.stack.stop());

async function allPages(
  options: {
    prefix?: string;
    with_delimiter?: boolean;
    sortBy?: { column: "name" | "created_at"; order?: "asc" | "desc" };
  },
  limit: number,
) {
  const objects: string[] = [];
  const folders: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const { data, error } = await c.service.storage.from(BUCKET).listV2({ ...options, limit, cursor });
    expect(error).toBeNull();
    pages += 1;
    objects.push(...data!.objects.map((o) => o.name));
    folders.push(...data!.folders.map((f) => f.name));
    if (!data!.hasNext) {
      expect(data!.nextCursor).toBeUndefined();
      return { objects, folders, pages };
    }
    expect(typeof data!.nextCursor).toBe("string");
    cursor = data!.nextCursor;
  }
}

describe("listV2", () => {
  it("lists every object flat, by name in byte order, paged by nextCursor", async () => {
    const sorted = [...NAMES].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect(await allPages({}, 3)).toEqual({ objects: sorted, folders: [], pages: 3 });
    expect((await allPages({ sortBy: { column: "name", order: "desc" } }, 5)).objects).toEqual([...sorted].reverse());
    expect((await allPages({ sortBy: { column: "created_at" } }, 2)).objects).toEqual(NAMES);
    expect((await allPages({ sortBy: { column: "created_at", order: "desc" } }, 3)).objects).toEqual(
      [...NAMES].reverse(),
    );
  });

  it("answers Storage's shape: objects with id, timestamps and metadata; folders with a null id", async () => {
    const { data, error } = await c.service.storage.from(BUCKET).listV2({ with_delimiter: true });
    expect(error).toBeNull();
    expect(data!.hasNext).toBe(false);
    expect(data!.folders.map((f) => f.name)).toEqual(["b/", "d/"]);
    expect(data!.folders[0]).toMatchObject({ id: null, key: "b", name: "b/" });
    expect(data!.objects.map((o) => o.name)).toEqual(["a.png", "b-x.png", "c.png", "e_1.png", "ex1.png"]);
    expect(data!.objects[0]).toMatchObject({
      key: "a.png",
      id: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      metadata: expect.objectContaining({ size: 10, mimetype: "image/png" }),
    });
  });

  it("pages through one folder level, a folder counting as one entry", async () => {
    expect(await allPages({ with_delimiter: true }, 2)).toEqual({
      objects: ["a.png", "b-x.png", "c.png", "e_1.png", "ex1.png"],
      folders: ["b/", "d/"],
      pages: 4,
    });
    expect(await allPages({ with_delimiter: true, prefix: "b/" }, 1)).toEqual({
      objects: ["b/1.png", "b/2.png"],
      folders: ["b/c/"],
      pages: 3,
    });
    const descending = await allPages({ with_delimiter: true, sortBy: { column: "name", order: "desc" } }, 2);
    expect(descending.folders).toEqual(["d/", "b/"]);
    expect(descending.objects).toEqual(["ex1.png", "e_1.png", "c.png", "b-x.png", "a.png"]);
  });

  it("matches a prefix literally, folder or not (% and _ are no wildcards)", async () => {
    expect((await allPages({ prefix: "b" }, 10)).objects).toEqual(["b-x.png", "b/1.png", "b/2.png", "b/c/3.png"]);
    expect(await allPages({ prefix: "b", with_delimiter: true }, 10)).toEqual({
      objects: ["b-x.png"],
      folders: ["b/"],
      pages: 1,
    });
    expect((await allPages({ prefix: "e_" }, 10)).objects).toEqual(["e_1.png"]);
    expect((await allPages({ prefix: "e%" }, 10)).objects).toEqual([]);
  });

  it("lists only what the caller's select policies let them see", async () => {
    await c.user.storage.from("avatars").upload(`${c.userId}/me.png`, pngBlob(10));
    await c.otherUser.storage.from("avatars").upload(`${c.otherUserId}/other.png`, pngBlob(10));
    const mine = await c.user.storage.from("avatars").listV2({ with_delimiter: true });
    expect(mine.error).toBeNull();
    expect(mine.data!.folders.map((f) => f.name)).toEqual([`${c.userId}/`]);
    const flat = await c.user.storage.from("avatars").listV2();
    expect(flat.data!.objects.map((o) => o.name)).toEqual([`${c.userId}/me.png`]);
    const other = await c.user.storage.from("avatars").listV2({ prefix: `${c.otherUserId}/` });
    expect(other.data).toEqual({ hasNext: false, folders: [], objects: [] });
    const anon = await c.anon.storage.from(BUCKET).listV2();
    expect(anon.data).toEqual({ hasNext: false, folders: [], objects: [] });
    const unknown = await c.service.storage.from("no-such-bucket").listV2();
    expect(unknown.data).toEqual({ hasNext: false, folders: [], objects: [] });
  });
});

function rawList(body: string | Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(c.stack.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: `/storage/v1/object/list-v2/${BUCKET}`,
        method: "POST",
        headers: {
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          apikey: SERVICE_ROLE_KEY,
          "content-type": "application/json",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("listV2 refuses hostile input with a 4xx", () => {
  it("caps a huge limit at 1000 instead of failing", async () => {
    const { data, error } = await c.service.storage.from(BUCKET).listV2({ limit: 1e9 });
    expect(error).toBeNull();
    expect(data!.objects).toHaveLength(NAMES.length);
  });

  it.each([
    ["a cursor that is not Storage's", { cursor: "bm9wZQ==" }, "InvalidParameter"],
    ["an empty decoded cursor line", { cursor: "bDphCgp4" }, "InvalidParameter"],
    [
      "a cursor timestamp that is no timestamp",
      { cursor: Buffer.from("l:a.png\nc:created_at\na:never").toString("base64") },
      "InvalidRequest",
    ],
    ["a NUL byte in the prefix", { prefix: "a\u0000" }, "InvalidRequest"],
    ["a NUL byte in the cursor", { cursor: Buffer.from("l:a\u0000").toString("base64") }, "InvalidRequest"],
    ["a NUL byte in a folder listing", { prefix: "\u0000", with_delimiter: true }, "InvalidRequest"],
    ["limit 0", { limit: 0 }, "InvalidRequest"],
    ["a fractional limit", { limit: 1.5 }, "InvalidRequest"],
    ["a string limit", { limit: "10" }, "InvalidRequest"],
    ["a prefix that is not a string", { prefix: ["a"] }, "InvalidRequest"],
    ["an unknown sort column", { sortBy: { column: "id" } }, "InvalidRequest"],
    ["a sortBy without column", { sortBy: {} }, "InvalidRequest"],
    ["with_delimiter not a boolean", { with_delimiter: "yes" }, "InvalidRequest"],
  ])("%s", async (_label, body, code) => {
    const answer = await rawList(JSON.stringify(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: "400", code });
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const body of ["[1]", "{", "null"]) {
      const answer = await rawList(body);
      expect(answer.status).toBe(400);
    }
  });
});
