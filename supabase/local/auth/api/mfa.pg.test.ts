// TOTP multi-factor authentication through supabase-js's auth.mfa API, answered as GoTrue's
// internal/api/mfa.go answers: enrollment, challenge, verification to aal2, the aal/amr claims,
// the errors, unenrollment and the [auth.mfa.totp] switches (the attempt limit: limits.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../../config-overrides.ts";
import type { LocalStack } from "../../start.ts";
import { anonClient, createConfirmedUser, signedInClient, startTestStack } from "../../testing.ts";
import { authenticatorCode, awaitRoomInStep, claimsOf, enrollVerifiedTotp } from "./mfa-test-helpers.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ configOverrides: GENEROUS_AUTH_RATE_LIMITS });
});
afterAll(async () => {
  await stack?.stop();
});

const newSignedInUser = async (label: string) => {
  const user = await createConfirmedUser(stack, label);
  return { user, client: await signedInClient(stack, user.email, user.password) };
};

describe("enroll", () => {
  it("answers GoTrue's TOTP enrollment: id, type, friendly_name, an SVG QR code, the secret and the otpauth URI", async () => {
    const { user, client } = await newSignedInUser("mfa-enroll");
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Work phone" });
    expect(error).toBeNull();
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.type).toBe("totp");
    expect(data?.friendly_name).toBe("Work phone");
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.uri).toBe(
      `otpauth://totp/127.0.0.1:8080:${user.email}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A8080&period=30&secret=${data?.totp.secret}`,
    );
    // supabase-js prefixes the bare SVG; a '#' would end the data URL early.
    expect(data?.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(data?.totp.qr_code).not.toContain("#");

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((factor) => [factor.id, factor.status, factor.factor_type])).toEqual([
      [data?.id, "unverified", "totp"],
    ]);
    expect(listed.data?.totp).toEqual([]);
  });

  it("uses the issuer the app names", async () => {
    const { client } = await newSignedInUser("mfa-issuer");
    const { data } = await client.auth.mfa.enroll({ factorType: "totp", issuer: "SentinelForge" });
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\/SentinelForge:mfa-issuer-.*&issuer=SentinelForge&/);
    expect(data?.friendly_name).toBe("");
  });

  it("refuses a second factor with the same friendly name (mfa_factor_name_conflict)", async () => {
    const { client } = await newSignedInUser("mfa-conflict");
    await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    const { error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect([error?.status, error?.code, error?.message]).toEqual([
      422,
      "mfa_factor_name_conflict",
      'A factor with the friendly name "Phone" for this user already exists',
    ]);
  });

  it("stops at max_enrolled_factors (too_many_enrolled_mfa_factors)", async () => {
    const { client } = await newSignedInUser("mfa-many");
    for (let i = 0; i < 10; i++) {
      expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: `Device ${i}` })).error).toBeNull();
    }
    const { error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Device 10" });
    expect([error?.status, error?.code]).toEqual([422, "too_many_enrolled_mfa_factors"]);
  });

  it("answers phone factors as not enabled and an unknown type as invalid", async () => {
    const { client } = await newSignedInUser("mfa-types");
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect([phone.error?.status, phone.error?.code]).toEqual([422, "mfa_phone_enroll_not_enabled"]);
    const unknown = await client.auth.mfa.enroll({ factorType: "sms" } as never);
    expect([unknown.error?.status, unknown.error?.code, unknown.error?.message]).toEqual([
      400,
      "validation_failed",
      "factor_type needs to be totp, phone, or webauthn",
    ]);
  });

  it("refuses a friendly name that cannot be stored (NUL, lone surrogate, oversized) with a 400", async () => {
    const { client } = await newSignedInUser("mfa-names");
    for (const friendlyName of ["bad\u0000name", "bad\ud800name", "x".repeat(256)]) {
      const { error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
      expect(error?.status).toBe(400);
      expect(["validation_failed", "bad_json"]).toContain(error?.code);
    }
  });

  it("needs a signed-in user: the anon key has no sub claim", async () => {
    const { error } = await anonClient(stack.apiUrl).auth.mfa.enroll({ factorType: "totp" });
    expect([error?.status, error?.code, error?.message]).toEqual([403, "bad_jwt", "invalid claim: missing sub claim"]);
  });
});

describe("challenge and verify", () => {
  it("raises the session to aal2 with a totp amr entry, lists the factor as verified, and refreshing keeps aal2", async () => {
    const { client } = await newSignedInUser("mfa-verify");
    const before = (await client.auth.getSession()).data.session!;
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    expect(challenge.data?.type).toBe("totp");
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);

    const verified = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: authenticatorCode(enrolled.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual(["totp", "password"]);
    expect(claims.session_id).toBe(claimsOf(before.access_token).session_id);
    expect(verified.data!.refresh_token).not.toBe(before.refresh_token);
    expect(verified.data!.user.factors?.map((factor) => factor.status)).toEqual(["verified"]);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([level.data?.currentLevel, level.data?.nextLevel]).toEqual(["aal2", "aal2"]);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((factor) => factor.id)).toEqual([enrolled.data!.id]);

    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe("aal2");
  });

  it("signs in at aal1 with nextLevel aal2 until the code is verified", async () => {
    const { user, client } = await newSignedInUser("mfa-signin");
    const { secret } = await enrollVerifiedTotp(client);

    const fresh = await signedInClient(stack, user.email, user.password);
    const level = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([level.data?.currentLevel, level.data?.nextLevel]).toEqual(["aal1", "aal2"]);
    expect(
      level.data?.currentAuthenticationMethods.map((entry) => (typeof entry === "string" ? entry : entry.method)),
    ).toEqual(["password"]);

    const factorId = (await fresh.auth.mfa.listFactors()).data!.totp[0].id;
    const { error } = await fresh.auth.mfa.challengeAndVerify({ factorId, code: authenticatorCode(secret) });
    expect(error).toBeNull();
    const after = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect([after.data?.currentLevel, after.data?.nextLevel]).toEqual(["aal2", "aal2"]);
  });

  it("signs out the user's other aal1 sessions once a factor is verified, as GoTrue does", async () => {
    const { user, client } = await newSignedInUser("mfa-invalidate");
    const other = await signedInClient(stack, user.email, user.password);
    await enrollVerifiedTotp(client);
    const { error } = await other.auth.getUser();
    expect(error?.message).toBe("Auth session missing!");
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it("accepts the previous step's code (one step of skew) and refuses a wrong code", async () => {
    const { client } = await newSignedInUser("mfa-codes");
    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const wrong = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: authenticatorCode(enrolled.totp.secret, 5),
    });
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      422,
      "mfa_verification_failed",
      "Invalid TOTP code entered",
    ]);
    // Crossing into the next step between computing the code and the server's check would make it
    // two steps old (rightly refused): start with room to spare in this step.
    await awaitRoomInStep();
    const previous = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: authenticatorCode(enrolled.totp.secret, -1),
    });
    expect(previous.error).toBeNull();
  });

  it("refuses a used challenge, an expired challenge, an unknown challenge, an empty code and an unknown factor", async () => {
    const { client } = await newSignedInUser("mfa-challenges");
    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const code = () => authenticatorCode(enrolled.totp.secret);
    const factorId = enrolled.id;

    const used = (await client.auth.mfa.challenge({ factorId })).data!;
    expect((await client.auth.mfa.verify({ factorId, challengeId: used.id, code: code() })).error).toBeNull();
    const replay = await client.auth.mfa.verify({ factorId, challengeId: used.id, code: code() });
    expect([replay.error?.status, replay.error?.code]).toEqual([422, "mfa_ip_address_mismatch"]);

    const old = (await client.auth.mfa.challenge({ factorId })).data!;
    // Test setup: age the challenge past GoTrue's 300 s expiry instead of waiting.
    await stack.ctx.db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [old.id],
    );
    const expired = await client.auth.mfa.verify({ factorId, challengeId: old.id, code: code() });
    expect([expired.error?.status, expired.error?.code, expired.error?.message]).toEqual([
      422,
      "mfa_challenge_expired",
      `MFA challenge ${old.id} has expired, verify against another challenge or create a new challenge.`,
    ]);

    const unknown = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: code() });
    expect([unknown.error?.status, unknown.error?.code]).toEqual([422, "mfa_factor_not_found"]);
    const empty = await client.auth.mfa.verify({ factorId, challengeId: used.id, code: "" });
    expect([empty.error?.status, empty.error?.code, empty.error?.message]).toEqual([
      400,
      "validation_failed",
      "Code needs to be non-empty",
    ]);
    const noFactor = await client.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect([noFactor.error?.status, noFactor.error?.code, noFactor.error?.message]).toEqual([
      404,
      "mfa_factor_not_found",
      "Factor not found",
    ]);
    const notUuid = await client.auth.mfa.challenge({ factorId: "not-a-uuid" });
    expect([notUuid.error?.status, notUuid.error?.code]).toEqual([404, "validation_failed"]);
  });

  it("accepts one code for two sessions' challenges, as GoTrue does: it refuses a used challenge, not a used code", async () => {
    const { user, client } = await newSignedInUser("mfa-reuse");
    const { factorId, secret } = await enrollVerifiedTotp(client);
    const code = authenticatorCode(secret);
    // One after the other: each verification signs out the user's aal1 sessions.
    for (let session = 0; session < 2; session++) {
      const client = await signedInClient(stack, user.email, user.password);
      const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
      expect(error).toBeNull();
      expect(claimsOf(data!.access_token).aal).toBe("aal2");
    }
  });

  it("does not let one user challenge another user's factor", async () => {
    const { client: owner } = await newSignedInUser("mfa-owner");
    const { client: intruder } = await newSignedInUser("mfa-intruder");
    const enrolled = (await owner.auth.mfa.enroll({ factorType: "totp" })).data!;
    const { error } = await intruder.auth.mfa.challenge({ factorId: enrolled.id });
    expect([error?.status, error?.code]).toEqual([404, "mfa_factor_not_found"]);
  });
});

describe("unenroll", () => {
  it("needs aal2 to remove a verified factor (insufficient_aal), then drops the session to aal1 on refresh", async () => {
    const { user, client } = await newSignedInUser("mfa-unenroll");
    const { factorId } = await enrollVerifiedTotp(client);

    const aal1 = await signedInClient(stack, user.email, user.password);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect([refused.error?.status, refused.error?.code, refused.error?.message]).toEqual([
      422,
      "insufficient_aal",
      "AAL2 required to unenroll verified factor",
    ]);

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe("aal1");
    expect(refreshed.data.user?.factors).toBeUndefined();
  });

  it("removes an unverified factor from an aal1 session", async () => {
    const { client } = await newSignedInUser("mfa-unenroll-unverified");
    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    expect((await client.auth.mfa.unenroll({ factorId: enrolled.id })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("needs aal2 to enroll another factor once one is verified", async () => {
    const { user, client } = await newSignedInUser("mfa-second");
    await enrollVerifiedTotp(client);
    const aal1 = await signedInClient(stack, user.email, user.password);
    const { error } = await aal1.auth.mfa.enroll({ factorType: "totp", friendlyName: "Backup" });
    expect([error?.status, error?.code, error?.message]).toEqual([
      403,
      "insufficient_aal",
      "AAL2 required to enroll a new factor",
    ]);
    expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Backup" })).error).toBeNull();
  });
});

describe("sensitive updates with a verified factor", () => {
  it("needs aal2 to change the password or email (401 insufficient_aal)", async () => {
    const { user, client } = await newSignedInUser("mfa-update");
    await enrollVerifiedTotp(client);
    const aal1 = await signedInClient(stack, user.email, user.password);
    const password = await aal1.auth.updateUser({ password: "another-long-passphrase" });
    expect([password.error?.status, password.error?.code, password.error?.message]).toEqual([
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    ]);
    expect((await aal1.auth.updateUser({ data: { theme: "dark" } })).error).toBeNull();
    expect((await client.auth.updateUser({ password: "another-long-passphrase" })).error).toBeNull();
  });
});

describe("[auth.mfa.totp] switches", () => {
  it("answers mfa_totp_enroll_not_enabled and mfa_totp_verify_not_enabled when switched off", async () => {
    const { client } = await newSignedInUser("mfa-switches");
    const enrolled = (await client.auth.mfa.enroll({ factorType: "totp" })).data!;
    const mfa = stack.ctx.config.auth.mfa;
    try {
      mfa.totpEnrollEnabled = false;
      mfa.totpVerifyEnabled = false;
      const enroll = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Other" });
      expect([enroll.error?.status, enroll.error?.code, enroll.error?.message]).toEqual([
        422,
        "mfa_totp_enroll_not_enabled",
        "MFA enroll is disabled for TOTP",
      ]);
      const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
      expect([challenge.error?.status, challenge.error?.code, challenge.error?.message]).toEqual([
        422,
        "mfa_totp_verify_not_enabled",
        "MFA verification is disabled for TOTP",
      ]);
    } finally {
      mfa.totpEnrollEnabled = true;
      mfa.totpVerifyEnabled = true;
    }
  });

  it("reads them from config.toml", () => {
    expect(stack.ctx.config.auth.mfa).toMatchObject({
      maxEnrolledFactors: 10,
      totpEnrollEnabled: true,
      totpVerifyEnabled: true,
    });
  });
});
