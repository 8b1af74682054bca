// Test support for the MFA suites: an authenticator app's code computed independently of the
// stack's TOTP module (RFC 6238 with node:crypto), claims decoding and a verified factor. Users
// and signed-in clients come from ../../testing.ts.
import { createHmac } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";

function base32ToBytes(secret: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "")) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** What an authenticator app shows for this secret, `stepOffset` 30-second steps from now. */
export function authenticatorCode(secret: string, stepOffset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepOffset));
  const mac = createHmac("sha1", base32ToBytes(secret)).update(counter).digest();
  const offset = mac[19] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * Waits, only when the current 30-second step has less than `roomMs` left, until the next one
 * begins: a code computed relative to now (say the previous step's) then still means the same
 * step when the server checks it, instead of one more step back.
 */
export async function awaitRoomInStep(roomMs = 5_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 20));
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Enrolls a TOTP factor and verifies it, leaving `client` with an aal2 session; answers the secret. */
export async function enrollVerifiedTotp(
  client: SupabaseClient,
  friendlyName = "Phone",
): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: authenticatorCode(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret: data.totp.secret };
}
