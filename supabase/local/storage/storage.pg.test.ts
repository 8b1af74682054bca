// Every storage-js operation against the local stack's /storage/v1, with the unmodified client:
// buckets (create, get, list, update, empty, delete) and objects (upload, update, download, list,
// search, move, copy, remove, info, exists, public and signed URLs, signed uploads).
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sleep } from "../testing.ts";
import { bytesOf, pngBlob, pngBytes, startWithCallers, type StorageCallers, uniqueName } from "./storage-test-kit.ts";

let callers: StorageCallers;
let service: SupabaseClient;
const BUCKET = "test-files";

beforeAll(async () => {
  callers = await startWithCallers();
  service = callers.service;
  const { error } = await service.storage.createBucket(BUCKET, { public: false });
  expect(error).toBeNull();
});
afterAll(() => callers?.stack.stop());

describe("buckets", () => {
  it("creates, gets, lists, updates and deletes a bucket", async () => {
    const created = await service.storage.createBucket("scratch", {
      public: true,
      fileSizeLimit: "1mb",
      allowedMimeTypes: ["image/png"],
    });
    expect(created).toEqual({ data: { name: "scratch" }, error: null });

    const got = await service.storage.getBucket("scratch");
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({
      id: "scratch",
      name: "scratch",
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ["image/png"],
    });

    const listed = await service.storage.listBuckets();
    expect(listed.data?.map((bucket) => bucket.id)).toEqual(
      expect.arrayContaining(["scratch", "site-media", "avatars"]),
    );
    const searched = await service.storage.listBuckets({ search: "scra", limit: 5 });
    expect(searched.data?.map((bucket) => bucket.id)).toEqual(["scratch"]);

    const updated = await service.storage.updateBucket("scratch", { public: false, fileSizeLimit: 2048 });
    expect(updated).toEqual({ data: { message: "Successfully updated" }, error: null });
    expect((await service.storage.getBucket("scratch")).data).toMatchObject({ public: false, file_size_limit: 2048 });

    const deleted = await service.storage.deleteBucket("scratch");
    expect(deleted).toEqual({ data: { message: "Successfully deleted" }, error: null });
    const gone = await service.storage.getBucket("scratch");
    expect(gone.data).toBeNull();
    expect(gone.error).toMatchObject({
      name: "StorageApiError",
      message: "Bucket not found",
      status: 400,
      statusCode: "404",
    });
  });

  it("answers Storage's errors for a duplicate, an unknown and a non-empty bucket", async () => {
    const duplicate = await service.storage.createBucket(BUCKET);
    expect(duplicate.error).toMatchObject({ message: "The resource already exists", status: 400, statusCode: "409" });
    const missing = await service.storage.updateBucket("no-such-bucket", { public: true });
    expect(missing.error).toMatchObject({ message: "Bucket not found", statusCode: "404" });

    await service.storage.createBucket("full", { public: false });
    await service.storage.from("full").upload("a.txt", "hello");
    const notEmpty = await service.storage.deleteBucket("full");
    expect(notEmpty.error).toMatchObject({ message: "The bucket you tried to delete is not empty", statusCode: "409" });

    const emptied = await service.storage.emptyBucket("full");
    expect(emptied.data).toEqual({ message: "Empty bucket has been queued. Completion may take up to an hour." });
    expect((await service.storage.from("full").list()).data).toEqual([]);
    expect((await service.storage.deleteBucket("full")).error).toBeNull();
  });

  it("refuses an invalid bucket name and a limit above the project's file_size_limit", async () => {
    const badName = await service.storage.createBucket("a/b");
    expect(badName.error).toMatchObject({ message: "Bucket name invalid", statusCode: "400" });
    const tooBig = await service.storage.createBucket("huge", { public: false, fileSizeLimit: "1GB" });
    expect(tooBig.error).toMatchObject({ statusCode: "413" });
  });

  it("shows anon and a signed-in user only the buckets storage.buckets' policies let them read", async () => {
    // The project's only bucket policy lets anyone read public buckets' settings; a private one stays hidden.
    expect((await callers.anon.storage.listBuckets()).data?.every((bucket) => bucket.public)).toBe(true);
    expect((await callers.user.storage.getBucket(BUCKET)).error).toMatchObject({ message: "Bucket not found" });
    const created = await callers.user.storage.createBucket("mine");
    expect(created.error).toMatchObject({ message: "new row violates row-level security policy", statusCode: "403" });
  });
});

describe("objects", () => {
  it("uploads a Blob as multipart with cacheControl 3600 by default and downloads the same bytes", async () => {
    const name = uniqueName("photo");
    const uploaded = await service.storage.from(BUCKET).upload(`folder/${name}`, pngBlob(1234));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toEqual({
      id: expect.any(String),
      path: `folder/${name}`,
      fullPath: `${BUCKET}/folder/${name}`,
    });

    const downloaded = await service.storage.from(BUCKET).download(`folder/${name}`);
    expect(downloaded.error).toBeNull();
    expect(await bytesOf(downloaded.data)).toEqual(pngBytes(1234));
    expect(downloaded.data?.type).toBe("image/png");

    const info = await service.storage.from(BUCKET).info(`folder/${name}`);
    expect(info.data).toMatchObject({
      name: `folder/${name}`,
      bucketId: BUCKET,
      size: 1234,
      contentType: "image/png",
      cacheControl: "max-age=3600",
    });
  });

  it("uploads raw bytes with a content type, refuses a second upload without upsert, and replaces with upsert", async () => {
    const name = uniqueName("raw");
    const first = await service.storage
      .from(BUCKET)
      .upload(name, pngBytes(10, 1), { contentType: "image/png", cacheControl: "60" });
    expect(first.error).toBeNull();
    const again = await service.storage.from(BUCKET).upload(name, pngBytes(10, 2), { contentType: "image/png" });
    expect(again.error).toMatchObject({ message: "The resource already exists", statusCode: "409" });
    const replaced = await service.storage
      .from(BUCKET)
      .upload(name, pngBytes(20, 3), { contentType: "image/png", upsert: true });
    expect(replaced.error).toBeNull();
    expect(await bytesOf((await service.storage.from(BUCKET).download(name)).data)).toEqual(pngBytes(20, 3));

    const updated = await service.storage.from(BUCKET).update(name, pngBlob(30, 4));
    expect(updated.error).toBeNull();
    expect(await bytesOf((await service.storage.from(BUCKET).download(name)).data)).toEqual(pngBytes(30, 4));
  });

  it("lists one folder level, folders first, 100 at most by default, sorted by name ascending, and searches", async () => {
    const folder = uniqueName("list", "d");
    for (const file of ["b.png", "a.png", "c.png", "sub/inner.png"]) {
      expect((await service.storage.from(BUCKET).upload(`${folder}/${file}`, pngBlob(5))).error).toBeNull();
    }
    const listed = await service.storage.from(BUCKET).list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual(["sub", "a.png", "b.png", "c.png"]);
    expect(listed.data?.[0]).toMatchObject({ name: "sub", id: null, metadata: null });
    expect(listed.data?.[1]).toMatchObject({
      id: expect.any(String),
      metadata: expect.objectContaining({ size: 5, mimetype: "image/png" }),
    });

    const desc = await service.storage.from(BUCKET).list(folder, { sortBy: { column: "name", order: "desc" } });
    expect(desc.data?.map((entry) => entry.name)).toEqual(["sub", "c.png", "b.png", "a.png"]);
    const page = await service.storage.from(BUCKET).list(folder, { limit: 2, offset: 1 });
    expect(page.data?.map((entry) => entry.name)).toEqual(["a.png", "b.png"]);
    const search = await service.storage.from(BUCKET).list(folder, { search: "b" });
    expect(search.data?.map((entry) => entry.name)).toEqual(["b.png"]);
  });

  it("moves and copies, within and across buckets", async () => {
    const name = uniqueName("move");
    await service.storage.from(BUCKET).upload(name, pngBlob(7, 7));
    const moved = await service.storage.from(BUCKET).move(name, `moved/${name}`);
    expect(moved).toEqual({ data: expect.objectContaining({ message: "Successfully moved" }), error: null });
    expect((await service.storage.from(BUCKET).exists(name)).data).toBe(false);
    expect(await bytesOf((await service.storage.from(BUCKET).download(`moved/${name}`)).data)).toEqual(pngBytes(7, 7));

    const copied = await service.storage.from(BUCKET).copy(`moved/${name}`, `copied/${name}`);
    expect(copied).toEqual({ data: { path: `${BUCKET}/copied/${name}` }, error: null });
    expect(await bytesOf((await service.storage.from(BUCKET).download(`copied/${name}`)).data)).toEqual(pngBytes(7, 7));

    const across = await service.storage
      .from(BUCKET)
      .copy(`moved/${name}`, `service-copies/${name}`, { destinationBucket: "site-media" });
    expect(across.error).toBeNull();
    expect((await service.storage.from("site-media").exists(`service-copies/${name}`)).data).toBe(true);

    const missing = await service.storage.from(BUCKET).move("no-such-file.png", "x.png");
    expect(missing.error).toMatchObject({ message: "Object not found", statusCode: "404" });
  });

  it("removes several files and answers the removed rows", async () => {
    const names = [uniqueName("rm"), uniqueName("rm")];
    for (const name of names) await service.storage.from(BUCKET).upload(name, pngBlob(3));
    const removed = await service.storage.from(BUCKET).remove([...names, "never-existed.png"]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name).sort()).toEqual([...names].sort());
    for (const name of names) expect((await service.storage.from(BUCKET).exists(name)).data).toBe(false);
  });

  it("answers exists() and Object not found for a missing file and Bucket not found for a missing bucket", async () => {
    const name = uniqueName("exists");
    await service.storage.from(BUCKET).upload(name, pngBlob(3));
    expect(await service.storage.from(BUCKET).exists(name)).toEqual({ data: true, error: null });
    expect((await service.storage.from(BUCKET).exists("nope.png")).data).toBe(false);
    const download = await service.storage.from(BUCKET).download("nope.png");
    expect(download.error).toMatchObject({ name: "StorageApiError", status: 400 });
    const info = await service.storage.from(BUCKET).info("nope.png");
    expect(info.error).toMatchObject({ message: "Object not found", statusCode: "404" });
    const noBucket = await service.storage.from("no-such-bucket").upload("a.png", pngBlob(3));
    expect(noBucket.error).toMatchObject({ message: "Bucket not found", statusCode: "404", status: 400 });
  });

  it("serves signed URLs (single and several) and refuses a tampered or expired token", async () => {
    const name = uniqueName("signed");
    await service.storage.from(BUCKET).upload(name, pngBlob(64, 9));
    const signed = await service.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes(64, 9));

    const asDownload = await service.storage.from(BUCKET).createSignedUrl(name, 60, { download: "photo.png" });
    const attachment = await fetch(asDownload.data!.signedUrl);
    expect(attachment.headers.get("content-disposition")).toBe(
      "attachment; filename=photo.png; filename*=UTF-8''photo.png",
    );

    const several = await service.storage.from(BUCKET).createSignedUrls([name, "missing.png"], 60);
    expect(several.data?.[0]).toMatchObject({ path: name, error: null, signedUrl: expect.stringContaining("token=") });
    expect(several.data?.[1]).toEqual({
      path: "missing.png",
      error: "Either the object does not exist or you do not have access to it",
      signedURL: null,
      signedUrl: null,
    });

    // The same token with a later expiry written into it: the signature no longer matches.
    const forged = signed.data!.signedUrl.replace(/token=([^.]+)\.([^.]+)\./, (_m, header: string, payload: string) => {
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp: number };
      return `token=${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString("base64url")}.`;
    });
    const tampered = await fetch(forged);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: "400", code: "InvalidJWT" });
    const otherFile = new URL(signed.data!.signedUrl);
    otherFile.pathname = otherFile.pathname.replace(name, "other.png");
    expect(await (await fetch(otherFile)).json()).toMatchObject({ code: "InvalidSignature" });

    const shortLived = await service.storage.from(BUCKET).createSignedUrl(name, 1);
    await sleep(2100);
    const expired = await fetch(shortLived.data!.signedUrl);
    expect(await expired.json()).toMatchObject({
      statusCode: "400",
      code: "ExpiredToken",
      message: "The provided token has expired.",
    });
  });

  it("creates a signed upload URL that anyone holding the token can upload to, once without upsert", async () => {
    const name = uniqueName("signed-upload");
    const signed = await service.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path: name, token: expect.any(String) });
    const uploaded = await callers.anon.storage
      .from(BUCKET)
      .uploadToSignedUrl(name, signed.data!.token, pngBlob(12, 5));
    expect(uploaded).toEqual({ data: { path: name, fullPath: `${BUCKET}/${name}` }, error: null });
    expect(await bytesOf((await service.storage.from(BUCKET).download(name)).data)).toEqual(pngBytes(12, 5));
    const again = await callers.anon.storage.from(BUCKET).uploadToSignedUrl(name, signed.data!.token, pngBlob(12, 6));
    expect(again.error).toMatchObject({ message: "The resource already exists", statusCode: "409" });
    const wrongFile = await callers.anon.storage
      .from(BUCKET)
      .uploadToSignedUrl("elsewhere.png", signed.data!.token, pngBlob(1));
    expect(wrongFile.error).toMatchObject({ statusCode: "400", message: "Invalid signature" });
  });

  it("answers a 400 naming image transformation, which the local stack does not do", async () => {
    const name = uniqueName("transform");
    await service.storage.from(BUCKET).upload(name, pngBlob(3));
    const transformed = await service.storage.from(BUCKET).download(name, { transform: { width: 10 } });
    expect(transformed.error).toMatchObject({
      status: 400,
      message: "Image transformation is not supported by the local Supabase stack",
    });
  });
});
