// Bad input gets Storage's 4xx and stores nothing (oversized files, wrong MIME types, names that
// try to leave their folder, malformed bodies and tokens); public URLs answer with the caching
// headers browsers rely on; `db:reset` (startLocalStack's reset) clears files with the database.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../keys.ts";
import { storageDirFor } from "./storage.ts";
import { pngBlob, pngBytes, startWithCallers, type StorageCallers, uniqueName } from "./storage-test-kit.ts";
import { serviceClient, startTestStack } from "../testing.ts";

let c: StorageCallers;
let storageUrl: string;
beforeAll(async () => {
  c = await startWithCallers();
  storageUrl = `${c.stack.apiUrl}/storage/v1`;
});
afterAll(() => c?.stack.stop());

const serviceHeaders = { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, apikey: SERVICE_ROLE_KEY };

/** A POST whose path goes out byte for byte (no URL normalisation on the way). */
function rawPost(path: string, body: Uint8Array): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(c.stack.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: "POST", headers: { ...serviceHeaders, "content-type": "image/png" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function avatarCount(): Promise<number> {
  const result = await c.stack.ctx.db.query<{ count: number }>(
    "select count(*)::int as count from storage.objects where bucket_id = 'avatars'",
  );
  return result.rows[0].count;
}

describe("refused uploads store nothing", () => {
  it("refuses a file over the bucket's size limit with 413 in the body", async () => {
    const before = await avatarCount();
    const path = `${c.userId}/${uniqueName("big")}`;
    const { error } = await c.user.storage.from("avatars").upload(path, pngBlob(2 * 1024 * 1024 + 1));
    expect(error).toMatchObject({
      status: 400,
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
    expect(await avatarCount()).toBe(before);
    const atLimit = await c.user.storage.from("avatars").upload(path, pngBlob(2 * 1024 * 1024));
    expect(atLimit.error).toBeNull();
  });

  it.each([
    ["image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"],
    ["text/html", "<script>alert(1)</script>"],
    ["image/gif", "GIF89a"],
  ])("refuses %s with 415 in the body", async (type, text) => {
    const before = await avatarCount();
    const path = `${c.userId}/${uniqueName("wrong", "x")}`;
    const multipart = await c.user.storage.from("avatars").upload(path, new Blob([text], { type }));
    expect(multipart.error).toMatchObject({ statusCode: "415", message: `mime type ${type} is not supported` });
    const raw = await c.user.storage.from("avatars").upload(path, text, { contentType: type });
    expect(raw.error).toMatchObject({ statusCode: "415" });
    expect(await avatarCount()).toBe(before);
  });

  it.each([
    ["a '..' segment", "%2e%2e/escape.png"],
    ["a '.' segment", "./here.png"],
    ["an encoded slash before '..'", "folder%2F..%2Fescape.png"],
    ["a NUL byte", "nul%00.png"],
    ["a backslash", "..%5C..%5Cescape.png"],
    ["an empty segment", "a//b.png"],
    ["malformed percent-encoding", "bad%E0%A4%A.png"],
  ])("refuses an object name with %s as InvalidKey", async (_label, encodedName) => {
    const before = await avatarCount();
    // Sent as-is: fetch() would resolve "." and ".." segments before they left the client.
    const response = await rawPost(`/storage/v1/object/avatars/${c.userId}/${encodedName}`, pngBytes(10));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    expect(await avatarCount()).toBe(before);
  });

  it("refuses names with characters Storage does not allow, through the client too", async () => {
    for (const name of [`${c.userId}/nul\u0000.png`, `${c.userId}/émoji-😀.png`, `${c.userId}/<script>.png`]) {
      const { error } = await c.user.storage.from("avatars").upload(name, pngBlob(5));
      expect(error).toMatchObject({ statusCode: "400", message: expect.stringContaining("Invalid key") });
    }
  });

  it("answers malformed JSON, a missing prefix and a bad limit with 400 InvalidRequest", async () => {
    const post = (path: string, body: string) =>
      fetch(`${storageUrl}${path}`, {
        method: "POST",
        headers: { ...serviceHeaders, "content-type": "application/json" },
        body,
      });
    for (const [path, body] of [
      ["/object/list/avatars", "{not json"],
      ["/object/list/avatars", "{}"],
      ["/object/list/avatars", '{"prefix":"","limit":"ten"}'],
      ["/object/sign/avatars/a.png", '{"expiresIn":0}'],
      ["/object/move", '{"bucketId":"avatars"}'],
      ["/bucket", "[1,2]"],
    ]) {
      const response = await post(path, body);
      expect(response.status, `${path} ${body}`).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidRequest" });
    }
  });

  it("refuses a missing or invalid JWT, and an unknown route, with Storage's bodies", async () => {
    const noToken = await fetch(`${storageUrl}/object/list/avatars`, { method: "POST", body: '{"prefix":""}' });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toMatchObject({ statusCode: "403", code: "AccessDenied", error: "Unauthorized" });
    const badToken = await fetch(`${storageUrl}/bucket`, { headers: { Authorization: "Bearer not.a.jwt" } });
    expect(await badToken.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
    const unknown = await fetch(`${storageUrl}/nothing-here`, { headers: serviceHeaders });
    expect(await unknown.json()).toMatchObject({ statusCode: "404" });
  });
});

describe("public URLs", () => {
  it("send Cache-Control from the upload, ETag and Last-Modified, 304 when unchanged, ranges and attachments", async () => {
    const path = `${c.userId}/${uniqueName("cache")}`;
    expect(
      (await c.user.storage.from("avatars").upload(path, pngBlob(1000, 3), { cacheControl: "120" })).error,
    ).toBeNull();
    const url = c.anon.storage.from("avatars").getPublicUrl(path).data.publicUrl;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("max-age=120");
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("content-length")).toBe("1000");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get("last-modified")).toBeTruthy();

    const unchanged = await fetch(url, { headers: { "If-None-Match": etag! } });
    expect(unchanged.status).toBe(304);
    const since = await fetch(url, { headers: { "If-Modified-Since": first.headers.get("last-modified")! } });
    expect(since.status).toBe(304);

    const range = await fetch(url, { headers: { Range: "bytes=10-19" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(pngBytes(1000, 3).slice(10, 20));
    const unsatisfiable = await fetch(url, { headers: { Range: "bytes=5000-" } });
    expect(unsatisfiable.status).toBe(416);

    const download = c.anon.storage.from("avatars").getPublicUrl(path, { download: true }).data.publicUrl;
    expect((await fetch(download)).headers.get("content-disposition")).toBe("attachment;");
  });

  it("answers Bucket not found for a private bucket's public URL and Object not found for a missing file", async () => {
    await c.service.storage.createBucket("private-files", { public: false });
    await c.service.storage.from("private-files").upload("secret.png", pngBlob(10));
    const privateUrl = c.anon.storage.from("private-files").getPublicUrl("secret.png").data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: "404",
      code: "NoSuchBucket",
      error: "Bucket not found",
      message: "Bucket not found",
    });
    const missing = await fetch(c.anon.storage.from("avatars").getPublicUrl("nobody/none.png").data.publicUrl);
    expect(await missing.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    });
    // A private bucket's files reach anon only through RLS, which grants nothing here.
    expect((await c.anon.storage.from("private-files").download("secret.png")).error).toMatchObject({
      statusCode: "404",
    });
  });
});

describe("files on disk follow the database", () => {
  it("keeps uploads across a restart and clears them with a reset", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "storage-reset-")), "db");
    const filesDir = storageDirFor(dataDir);
    try {
      const first = await startTestStack({ dataDir });
      expect((await serviceClient(first).storage.from("site-media").upload("kept.png", pngBlob(10))).error).toBeNull();
      await first.stop();
      expect(readdirSync(filesDir)).toHaveLength(1);

      const again = await startTestStack({ dataDir });
      expect((await serviceClient(again).storage.from("site-media").exists("kept.png")).data).toBe(true);
      await again.stop();

      const reset = await startTestStack({ dataDir, reset: true });
      expect((await serviceClient(reset).storage.from("site-media").exists("kept.png")).data).toBe(false);
      expect(existsSync(filesDir) ? readdirSync(filesDir) : []).toEqual([]);
      await reset.stop();
    } finally {
      rmSync(join(dataDir, ".."), { recursive: true, force: true });
    }
    // Three persisted starts take about 25 s alone, past the 30 s default when the suite runs in parallel.
  }, 90_000);
});
