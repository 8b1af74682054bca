// The buckets and RLS policies of supabase/migrations/20261127000300_storage.sql, proved with the
// official client for each caller: anon, a signed-in user, another user, the admin, the service
// role. A refused write answers Storage's 403 body and leaves nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bytesOf,
  pngBlob,
  pngBytes,
  startWithCallers,
  type StorageCallers,
  uniqueName,
} from "../local/storage/storage-test-kit.ts";
import { signedInMember } from "../local/testing.ts";

let c: StorageCallers;
beforeAll(async () => {
  c = await startWithCallers();
});
afterAll(() => c?.stack.stop());

const RLS_REFUSAL = { status: 400, statusCode: "403", message: "new row violates row-level security policy" };

describe("the buckets the migration creates", () => {
  it("site-media and avatars are public, with their size limits and image types only", async () => {
    const siteMedia = await c.service.storage.getBucket("site-media");
    expect(siteMedia.data).toMatchObject({
      public: true,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ["image/png", "image/jpeg", "image/webp", "image/avif"],
    });
    const avatars = await c.service.storage.getBucket("avatars");
    expect(avatars.data).toMatchObject({
      public: true,
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: ["image/png", "image/jpeg", "image/webp", "image/avif"],
    });
  });
});

describe("site-media: anyone reads, only admins write", () => {
  it("refuses uploads from anon and from a signed-in user, storing nothing", async () => {
    for (const client of [c.anon, c.user]) {
      const name = uniqueName("site");
      const { error } = await client.storage.from("site-media").upload(name, pngBlob(10));
      expect(error).toMatchObject(RLS_REFUSAL);
      expect((await c.service.storage.from("site-media").exists(name)).data).toBe(false);
    }
  });

  it("lets the admin upload, list, replace, move and remove; everyone reads the public URL", async () => {
    const name = uniqueName("logo");
    const bucket = c.admin.storage.from("site-media");
    expect((await bucket.upload(`logos/${name}`, pngBlob(100, 1))).error).toBeNull();
    expect((await bucket.list("logos")).data?.map((entry) => entry.name)).toContain(name);
    expect((await bucket.upload(`logos/${name}`, pngBlob(120, 2), { upsert: true })).error).toBeNull();

    const publicUrl = c.anon.storage.from("site-media").getPublicUrl(`logos/${name}`).data.publicUrl;
    expect(publicUrl).toBe(`${c.stack.apiUrl}/storage/v1/object/public/site-media/logos/${name}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes(120, 2));
    expect(await bytesOf((await c.user.storage.from("site-media").download(`logos/${name}`)).data)).toEqual(
      pngBytes(120, 2),
    );

    expect((await bucket.move(`logos/${name}`, `archive/${name}`)).error).toBeNull();
    const removed = await bucket.remove([`archive/${name}`]);
    expect(removed.data?.map((row) => row.name)).toEqual([`archive/${name}`]);
  });

  it("hides the listing from anon and users, and their remove, move and update change nothing", async () => {
    const name = uniqueName("kept");
    expect((await c.admin.storage.from("site-media").upload(name, pngBlob(10, 3))).error).toBeNull();
    for (const client of [c.anon, c.user]) {
      const bucket = client.storage.from("site-media");
      expect((await bucket.list()).data).toEqual([]);
      expect((await bucket.remove([name])).data).toEqual([]);
      expect((await bucket.move(name, `stolen-${name}`)).error).toMatchObject({
        statusCode: "404",
        message: "Object not found",
      });
      expect((await bucket.update(name, pngBlob(10, 4))).error).toMatchObject(RLS_REFUSAL);
      expect((await bucket.createSignedUploadUrl(`new-${name}`)).error).toMatchObject(RLS_REFUSAL);
    }
    expect(await bytesOf((await c.service.storage.from("site-media").download(name)).data)).toEqual(pngBytes(10, 3));
  });

  it("refuses an admin with a verified second factor until the session is aal2, like other admin tables", async () => {
    const { client, userId } = await signedInMember(c.stack);
    await c.stack.ctx.db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [userId]);
    const name = uniqueName("aal1");
    expect((await client.storage.from("site-media").upload(name, pngBlob(10))).error).toBeNull();
    await c.stack.ctx.db.query(
      "insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at) " +
        "values (gen_random_uuid(), $1, 'totp', 'verified', now(), now())",
      [userId],
    );
    const refused = await client.storage.from("site-media").upload(uniqueName("aal1"), pngBlob(10));
    expect(refused.error).toMatchObject(RLS_REFUSAL);
    expect((await client.storage.from("site-media").list()).data).toEqual([]);
  });

  it("lets the service role write (it bypasses RLS)", async () => {
    const name = uniqueName("service");
    expect((await c.service.storage.from("site-media").upload(name, pngBlob(10))).error).toBeNull();
    expect((await c.service.storage.from("site-media").remove([name])).data).toHaveLength(1);
  });
});

describe("avatars: anyone reads, each user writes only under avatars/<their user id>/", () => {
  it("lets a user upload, replace, list, sign and remove in their own folder", async () => {
    const path = `${c.userId}/${uniqueName("me")}`;
    const bucket = c.user.storage.from("avatars");
    expect((await bucket.upload(path, pngBlob(50, 1), { contentType: "image/png" })).error).toBeNull();
    expect((await bucket.upload(path, pngBlob(60, 2), { upsert: true })).error).toBeNull();
    expect((await bucket.list(c.userId)).data?.map((entry) => c.userId + "/" + entry.name)).toContain(path);
    const signed = await bucket.createSignedUrl(path, 30);
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    const anonRead = await fetch(c.anon.storage.from("avatars").getPublicUrl(path).data.publicUrl);
    expect(new Uint8Array(await anonRead.arrayBuffer())).toEqual(pngBytes(60, 2));
    expect((await bucket.remove([path])).data).toHaveLength(1);
  });

  it("refuses another user's folder, the bucket root and anon, storing nothing", async () => {
    const attempts = [
      { client: c.user, path: `${c.otherUserId}/${uniqueName("intruder")}` },
      { client: c.user, path: uniqueName("root") },
      { client: c.anon, path: `${c.userId}/${uniqueName("anon")}` },
      { client: c.admin, path: `${c.userId}/${uniqueName("admin")}` },
    ];
    for (const { client, path } of attempts) {
      const { error } = await client.storage.from("avatars").upload(path, pngBlob(10));
      expect(error).toMatchObject(RLS_REFUSAL);
      expect((await c.service.storage.from("avatars").exists(path)).data).toBe(false);
    }
    const signedUpload = await c.user.storage.from("avatars").createSignedUploadUrl(`${c.otherUserId}/x.png`);
    expect(signedUpload.error).toMatchObject(RLS_REFUSAL);
  });

  it("keeps one user's avatar safe from another user", async () => {
    const path = `${c.userId}/${uniqueName("mine")}`;
    expect((await c.user.storage.from("avatars").upload(path, pngBlob(40, 5))).error).toBeNull();
    const other = c.otherUser.storage.from("avatars");
    expect((await other.list(c.userId)).data).toEqual([]);
    expect((await other.remove([path])).data).toEqual([]);
    expect((await other.update(path, pngBlob(40, 6))).error).toMatchObject(RLS_REFUSAL);
    expect((await other.move(path, `${c.otherUserId}/taken.png`)).error).toMatchObject({ message: "Object not found" });
    // copy() reads its source under RLS even in a public bucket, as Storage does.
    expect((await other.copy(path, `${c.otherUserId}/copy.png`)).error).toMatchObject({ message: "Object not found" });
    const own = `${c.otherUserId}/${uniqueName("own")}`;
    expect((await other.upload(own, pngBlob(8))).error).toBeNull();
    expect((await other.copy(own, `${c.userId}/planted.png`)).error).toMatchObject(RLS_REFUSAL);
    expect((await other.move(own, `${c.userId}/planted.png`)).error).toMatchObject(RLS_REFUSAL);
    expect((await c.service.storage.from("avatars").exists(`${c.userId}/planted.png`)).data).toBe(false);
    expect(await bytesOf((await c.service.storage.from("avatars").download(path)).data)).toEqual(pngBytes(40, 5));
  });
});
