// supabase.auth.admin.mfa.* and GoTrue's admin factor endpoints (internal/api/admin.go):
// listing, deleting (the sessions the factor raised drop to aal1) and renaming a user's factors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../config-overrides.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../../keys.ts";
import type { LocalStack } from "../../start.ts";
import { createConfirmedUser, serviceClient, signedInClient, startTestStack } from "../../testing.ts";
import { claimsOf, enrollVerifiedTotp } from "./mfa-test-helpers.ts";

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
});
afterAll(() => stack?.stop());

const adminMfa = () => serviceClient(stack).auth.admin.mfa;

async function userWithVerifiedFactor(label: string) {
  const user = await createConfirmedUser(stack, label);
  const client = await signedInClient(stack, user.email, user.password);
  const { factorId } = await enrollVerifiedTotp(client, "Phone");
  return { user, client, factorId };
}

function adminFetch(path: string, init: RequestInit = {}, key = SERVICE_ROLE_KEY) {
  return fetch(`${stack.apiUrl}/auth/v1${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
  });
}

describe("auth.admin.mfa.listFactors", () => {
  it("lists the user's factors, verified and unverified, in GoTrue's Factor shape without secrets", async () => {
    const { user, client, factorId } = await userWithVerifiedFactor("admin-mfa-list");
    const pending = (await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" })).data!;

    const { data, error } = await adminMfa().listFactors({ userId: user.id });
    expect(error).toBeNull();
    expect(data?.factors.map((factor) => [factor.id, factor.friendly_name, factor.status])).toEqual([
      [factorId, "Phone", "verified"],
      [pending.id, "Tablet", "unverified"],
    ]);
    const [first] = data!.factors;
    expect(Object.keys(first).sort()).toEqual(
      [
        "created_at",
        "factor_type",
        "friendly_name",
        "id",
        "last_challenged_at",
        "phone",
        "status",
        "updated_at",
      ].sort(),
    );
    expect(first.factor_type).toBe("totp");
    expect(JSON.stringify(data)).not.toMatch(/secret/);
  });

  it("answers an empty list for a user without factors, 404s for unknown users and ids that are not UUIDs", async () => {
    const user = await createConfirmedUser(stack, "admin-mfa-none");
    expect((await adminMfa().listFactors({ userId: user.id })).data).toEqual({ factors: [] });

    const unknown = await adminMfa().listFactors({ userId: crypto.randomUUID() });
    expect([unknown.error?.status, unknown.error?.code, unknown.error?.message]).toEqual([
      404,
      "user_not_found",
      "User not found",
    ]);
    const notUuid = await adminFetch("/admin/users/not-a-uuid/factors");
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toMatchObject({ error_code: "validation_failed", msg: "user_id must be an UUID" });
    expect((await adminFetch(`/admin/users/${user.id}/factors`, { method: "POST", body: "{}" })).status).toBe(405);
  });

  it("is for the service role only", async () => {
    const user = await createConfirmedUser(stack, "admin-mfa-anon");
    const response = await adminFetch(`/admin/users/${user.id}/factors`, {}, ANON_KEY);
    expect(response.status).toBe(403);
    expect((await response.json()).error_code).toBe("not_admin");
    const self = await signedInClient(stack, user.email, user.password);
    expect((await self.auth.admin.mfa.listFactors({ userId: user.id })).error?.code).toBe("not_admin");
  });
});

describe("auth.admin.mfa.deleteFactor", () => {
  it("deletes the factor, answers it, and drops the sessions it raised to aal1", async () => {
    const { user, client, factorId } = await userWithVerifiedFactor("admin-mfa-delete");
    const before = await client.auth.getSession();
    expect(claimsOf(before.data.session!.access_token).aal).toBe("aal2");

    const { data, error } = await adminMfa().deleteFactor({ userId: user.id, id: factorId });
    expect(error).toBeNull();
    // auth-js 2.109 hands the body on without unwrapping it, so the Factor sits under data.data.
    expect(data).toMatchObject({
      data: { id: factorId, factor_type: "totp", status: "verified", friendly_name: "Phone" },
    });
    expect((await adminMfa().listFactors({ userId: user.id })).data).toEqual({ factors: [] });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe("aal1");
    expect(claimsOf(refreshed.data.session!.access_token).amr).toEqual([
      expect.objectContaining({ method: "password" }),
    ]);
    // With no verified factor left, an aal1 session may enroll again.
    expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull();
  });

  it("answers 404 mfa_factor_not_found for an unknown factor or another user's factor", async () => {
    const owner = await userWithVerifiedFactor("admin-mfa-owner");
    const other = await createConfirmedUser(stack, "admin-mfa-other");
    for (const [userId, id] of [
      [owner.user.id, crypto.randomUUID()],
      [other.id, owner.factorId],
    ]) {
      const { error } = await adminMfa().deleteFactor({ userId, id });
      expect([error?.status, error?.code, error?.message]).toEqual([404, "mfa_factor_not_found", "Factor not found"]);
    }
    const notUuid = await adminFetch(`/admin/users/${owner.user.id}/factors/nope`, { method: "DELETE" });
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toMatchObject({ error_code: "validation_failed", msg: "factor_id must be an UUID" });
    expect((await adminMfa().listFactors({ userId: owner.user.id })).data?.factors).toHaveLength(1);
  });
});

describe("PUT /admin/users/{id}/factors/{factor_id}", () => {
  it("renames the factor; a taken name is a 422 conflict and bad text a 400", async () => {
    const { user, client, factorId } = await userWithVerifiedFactor("admin-mfa-rename");
    await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" });
    const path = `/admin/users/${user.id}/factors/${factorId}`;

    const renamed = await adminFetch(path, { method: "PUT", body: JSON.stringify({ friendly_name: "Work phone" }) });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: factorId, friendly_name: "Work phone", status: "verified" });

    const taken = await adminFetch(path, { method: "PUT", body: JSON.stringify({ friendly_name: "Tablet" }) });
    expect(taken.status).toBe(422);
    expect((await taken.json()).error_code).toBe("mfa_factor_name_conflict");
    for (const friendly_name of ["bad\u0000name", "\ud800", "x".repeat(256)]) {
      const bad = await adminFetch(path, { method: "PUT", body: JSON.stringify({ friendly_name }) });
      expect(bad.status).toBe(400);
    }
    const malformed = await adminFetch(path, { method: "PUT", body: "{" });
    expect(malformed.status).toBe(400);
    const unchanged = await adminFetch(path, { method: "PUT", body: "{}" });
    expect((await unchanged.json()).friendly_name).toBe("Work phone");
  });
});
