// Asymmetric signing keys as `supabase gen signing-key` writes them and `[auth] signing_keys_path`
// points at them, driven by the unmodified supabase-js: tokens carry the key's kid, the JWKS has the
// public halves only, getClaims() verifies locally, and REST / Storage accept the tokens. The key
// that signs is the one whose key_ops include "sign", and a file GoTrue refuses stops the start.
import { createPrivateKey, generateKeyPairSync, randomUUID, type JsonWebKey } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStackConfig } from "../../config.ts";
import { ANON_KEY } from "../../keys.ts";
import { SCHEMA_RELOADED_EVENT } from "../../rest/schema-reload.ts";
import type { LocalStack } from "../../start.ts";
import {
  anonClient,
  createConfirmedUser,
  serviceClient,
  signedInClient,
  startTestStack,
  UNSTARTED_ADDRESSES,
} from "../../testing.ts";

/** A private JWK shaped like the CLI's signingkeys.go output (kid, use, key_ops, alg, ext). */
function cliSigningKey(alg: "ES256" | "RS256", keyOps = ["sign", "verify"]): Record<string, unknown> {
  const { privateKey } =
    alg === "ES256"
      ? generateKeyPairSync("ec", { namedCurve: "P-256" })
      : generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  return { ...jwk, kid: randomUUID(), use: "sig", key_ops: keyOps, alg, ext: true };
}

function decodeSegment(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[index], "base64url").toString("utf8")) as Record<string, unknown>;
}

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "k"];

describe.each(["ES256", "RS256"] as const)("signing_keys_path with an %s key", (alg) => {
  let stack: LocalStack;
  let dir: string;
  const signingKey = cliSigningKey(alg);
  // A retired key, kept so the tokens it signed still verify; first in the file, so the signing
  // key is picked by its key_ops and not by its place.
  const otherKey = cliSigningKey(alg, ["verify"]);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "signing-keys-"));
    const file = join(dir, "signing_keys.json");
    writeFileSync(file, JSON.stringify([otherKey, signingKey]));
    stack = await startTestStack({ configOverrides: { auth: { signing_keys_path: file } } });
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("publishes the public halves of the keys, in GoTrue's shape, and nothing private", async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const { keys } = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys.map((key) => key.kid)).toEqual([otherKey.kid, signingKey.kid]);
    for (const key of keys) {
      for (const member of PRIVATE_MEMBERS) expect(key).not.toHaveProperty(member);
      expect(key).toMatchObject({ alg, use: "sig", key_ops: ["verify"], kty: signingKey.kty });
    }
  });

  it("signs sessions with the key whose key_ops include sign, and getClaims() verifies them against the JWKS", async () => {
    const user = await createConfirmedUser(stack, `keys-${alg.toLowerCase()}`);
    const client = await signedInClient(stack, user.email, user.password);
    const { data: session } = await client.auth.getSession();
    const token = session.session?.access_token ?? "";
    expect(decodeSegment(token, 0)).toMatchObject({ alg, kid: signingKey.kid, typ: "JWT" });

    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg, kid: signingKey.kid });
    expect(data?.claims).toMatchObject({ sub: user.id, role: "authenticated", email: user.email });
  });

  it("is accepted by REST (RLS sees auth.uid()) and Storage", async () => {
    const table = `signing_key_notes_${alg.toLowerCase()}`;
    const reloaded = once(stack.ctx.events, SCHEMA_RELOADED_EVENT);
    await stack.ctx.db.exec(`
      create table public.${table} (id serial primary key, owner uuid not null default auth.uid(), body text);
      alter table public.${table} enable row level security;
      create policy own on public.${table} to authenticated
        using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
      grant select, insert on public.${table} to authenticated;
      grant usage on sequence public.${table}_id_seq to authenticated;
      insert into public.${table} (owner, body) values ('${randomUUID()}', 'someone else''s');
      notify pgrst, 'reload schema';
    `);
    await reloaded;
    const user = await createConfirmedUser(stack, `rls-${alg.toLowerCase()}`);
    const client = await signedInClient(stack, user.email, user.password);
    expect((await client.from(table).insert({ body: "mine" })).error).toBeNull();
    const { data, error } = await client.from(table).select("owner, body");
    expect(error).toBeNull();
    expect(data).toEqual([{ owner: user.id, body: "mine" }]);
    expect((await client.storage.listBuckets()).error).toBeNull();
  });

  it("accepts tokens the verify-only key signed", async () => {
    const retired = createPrivateKey({ key: otherKey as JsonWebKey, format: "jwk" });
    const token = jwt.sign({ role: "anon", exp: Math.floor(Date.now() / 1000) + 60 }, retired, {
      algorithm: alg,
      keyid: otherKey.kid as string,
    });
    const response = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it("still accepts the HS256 anon and service_role keys, as GoTrue does without a kid", async () => {
    expect((await anonClient(stack.apiUrl).auth.signInAnonymously()).error?.code).toBe("anonymous_provider_disabled");
    expect((await serviceClient(stack).auth.admin.listUsers()).error).toBeNull();
  });
});

describe("without signing_keys_path", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  it("signs HS256 with the JWT secret, publishes no keys, and getClaims() falls back to GET /user", async () => {
    const { keys } = (await (await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    expect(keys).toEqual([]);
    const user = await createConfirmedUser(stack, "hs256");
    const client = await signedInClient(stack, user.email, user.password);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(data?.claims.sub).toBe(user.id);
  });
});

describe("a signing_keys_path file GoTrue refuses", () => {
  let dir: string;
  const keysFile = (keys: Array<Record<string, unknown>>) => {
    const file = join(dir, `${randomUUID()}.json`);
    writeFileSync(file, JSON.stringify(keys));
    return { auth: { signing_keys_path: file } };
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "signing-keys-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stops the start when more than one key has sign in its key_ops, naming the setting and the rule", async () => {
    const overrides = keysFile([cliSigningKey("ES256"), cliSigningKey("ES256", ["verify"]), cliSigningKey("RS256")]);
    await expect(startTestStack({ configOverrides: overrides })).rejects.toThrow(
      /^\[auth\] signing_keys_path: .+: multiple signing keys detected, only 1 signing key is supported \(.+, .+\); exactly one key may have "sign" in its key_ops/,
    );
  });

  it("refuses a file in which no key has sign in its key_ops, as GoTrue does", () => {
    const overrides = keysFile([cliSigningKey("ES256", ["verify"]), cliSigningKey("RS256", ["verify"])]);
    expect(() => buildStackConfig(overrides, UNSTARTED_ADDRESSES)).toThrow(
      /^\[auth\] signing_keys_path: .+: no signing key found; exactly one key may have "sign" in its key_ops/,
    );
  });

  it("signs with HS256 when the file holds no keys at all", () => {
    expect(buildStackConfig(keysFile([]), UNSTARTED_ADDRESSES).auth.signingKey).toBeUndefined();
  });
});
