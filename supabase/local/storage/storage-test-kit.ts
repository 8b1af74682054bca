// Test support for the Storage tests: one started stack and the official client for every kind
// of caller (anon, service role, the seeded admin, two ordinary signed-in users), plus images.
import type { SupabaseClient } from "@supabase/supabase-js";
import { GENEROUS_AUTH_RATE_LIMITS } from "../config-overrides.ts";
import type { LocalStack, StartOptions } from "../start.ts";
import { anonClient, serviceClient, signedInClient, signedInMember, startTestStack } from "../testing.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";

export interface StorageCallers {
  stack: LocalStack;
  anon: SupabaseClient;
  service: SupabaseClient;
  admin: SupabaseClient;
  user: SupabaseClient;
  userId: string;
  otherUser: SupabaseClient;
  otherUserId: string;
}

export async function startWithCallers(opts: StartOptions = {}): Promise<StorageCallers> {
  const stack = await startTestStack({
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
    ...opts,
  });
  const [member, otherMember, admin] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password),
  ]);
  return {
    stack,
    anon: anonClient(stack.apiUrl),
    service: serviceClient(stack),
    admin,
    user: member.client,
    userId: member.userId,
    otherUser: otherMember.client,
    otherUserId: otherMember.userId,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes that start like a PNG, with a recognisable pattern after the signature. */
export function pngBytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE.slice(0, size));
  for (let i = PNG_SIGNATURE.length; i < size; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

export function pngBlob(size: number, seed = 1): Blob {
  return new Blob([pngBytes(size, seed)], { type: "image/png" });
}

/** Bytes of a downloaded Blob, for comparing with what was uploaded. */
export async function bytesOf(blob: Blob | null): Promise<Uint8Array> {
  if (!blob) throw new Error("no blob");
  return new Uint8Array(await blob.arrayBuffer());
}

let counter = 0;
/** A file name no other test uses. */
export function uniqueName(label: string, extension = "png"): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}.${extension}`;
}
