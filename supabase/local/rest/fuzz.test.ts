// Garbage in, PostgREST-shaped errors out: seeded random query strings, headers and bodies never
// produce a 5xx or a non-JSON error, never change data, and the stack keeps serving.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../keys.ts";
import type { LocalStack } from "../start.ts";
import { startTestStack } from "../testing.ts";

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** Mulberry32: reproducible randomness, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "select",
  "order",
  "limit",
  "offset",
  "or",
  "and",
  "not",
  "is_active",
  "display_order",
  "id",
  "company_name",
  "eq",
  "neq",
  "gt",
  "like",
  "ilike",
  "in",
  "is",
  "cs",
  "null",
  "true",
  "*",
  ".",
  ",",
  "(",
  ")",
  '"',
  "'",
  "\\",
  ";",
  "--",
  "/*",
  "%",
  "%25",
  "%00",
  "::",
  ":",
  "->",
  "desc",
  "nullsfirst",
  "select 1",
  "drop table x",
  "999999999999",
  "-1",
  "é",
  "\u0000",
  " ",
  "=",
  "&",
];

function randomText(random: () => number, maxPieces: number): string {
  const count = 1 + Math.floor(random() * maxPieces);
  return Array.from({ length: count }, () => PIECES[Math.floor(random() * PIECES.length)]).join("");
}

const METHODS = ["GET", "HEAD", "POST", "PATCH", "DELETE", "PUT"];
const PATHS = [
  "customer_logos",
  "how_it_works_images",
  "rpc/is_admin",
  "rpc/nope",
  "nope",
  "",
  "rpc",
  "customer_logos/x",
];

describe("random REST requests", () => {
  it("never answer 5xx, always with a JSON error body, and change nothing as anon", async () => {
    const random = seededRandom(20260101);
    const before = await stack.ctx.db.query<{ n: number }>("select count(*)::int as n from public.customer_logos");
    for (let i = 0; i < 300; i++) {
      const method = METHODS[Math.floor(random() * METHODS.length)];
      const path = PATHS[Math.floor(random() * PATHS.length)];
      const query = Array.from(
        { length: 1 + Math.floor(random() * 3) },
        () => `${randomText(random, 3)}=${randomText(random, 6)}`,
      ).join("&");
      const headers: Record<string, string> = {
        apikey: ANON_KEY,
        Prefer: randomText(random, 2),
        Range: randomText(random, 2),
      };
      if (random() < 0.3) headers.Accept = "application/vnd.pgrst.object+json";
      const body =
        method === "GET" || method === "HEAD"
          ? undefined
          : random() < 0.5
            ? randomText(random, 8)
            : JSON.stringify({ [randomText(random, 2)]: randomText(random, 3) });
      let url = `${stack.apiUrl}/rest/v1/${path}?${query}`;
      try {
        new URL(url);
      } catch {
        url = `${stack.apiUrl}/rest/v1/${path}`;
      }
      const response = await fetch(url, {
        method,
        headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))),
        body,
      });
      const text = await response.text();
      const label = `${method} ${url} ${body ?? ""}`;
      expect(response.status, label).toBeLessThan(500);
      if (response.status >= 400 && method !== "HEAD") {
        expect(JSON.parse(text), label).toEqual(
          expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
        );
      }
    }
    const after = await stack.ctx.db.query<{ n: number }>("select count(*)::int as n from public.customer_logos");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const { status } = await fetch(`${stack.apiUrl}/rest/v1/customer_logos?select=id`, {
      headers: { apikey: ANON_KEY },
    });
    expect(status).toBe(200);
  });
});
