// A client that gives up on a slow function must not cost the next callers anything: the worker
// stays up (no 500 WORKER_ERROR, no cold start) and the following calls all succeed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStackConfig } from "../config.ts";
import type { ServiceHandler } from "../context.ts";
import { anonClient } from "../testing.ts";
import { createFunctionsHandler } from "./functions.ts";

// Answers after `?ms=` milliseconds (2 s by default), with the id of the process that answered.
const SLOW_FUNCTION = `const workerId = crypto.randomUUID();
Deno.serve(async (req) => {
  const ms = Number(new URL(req.url).searchParams.get("ms") ?? "2000");
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Response.json({ workerId });
});`;

let functionsDir: string;
let handler: ServiceHandler;
let server: Server;
let client: SupabaseClient;

beforeAll(async () => {
  functionsDir = mkdtempSync(join(tmpdir(), "functions-abort-"));
  mkdirSync(join(functionsDir, "slow"));
  writeFileSync(join(functionsDir, "slow", "index.ts"), SLOW_FUNCTION);
  const addresses = {
    projectRoot: process.cwd(),
    apiUrl: "http://127.0.0.1:1",
    inboxUrl: "http://127.0.0.1:2",
    ports: { api: 1, inbox: 2, smtp: 2525 },
  };
  handler = createFunctionsHandler({ config: { ...buildStackConfig({}, addresses), functionsDir } });
  // Stands in for the gateway: reads the body, hands /functions/v1/<rest> to the handler.
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "/").split("?")[0];
    await handler(req, res, Buffer.concat(chunks), path.slice("/functions/v1".length));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = anonClient(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
});

afterAll(async () => {
  await handler?.close?.();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(functionsDir, { recursive: true, force: true });
});

const quick = () => client.functions.invoke("slow?ms=10", { method: "GET" });

describe("a client aborting a function call", () => {
  it("leaves the worker serving: every following call succeeds, on the same process", async () => {
    const warm = await quick();
    expect(warm.error).toBeNull();
    const { workerId } = warm.data as { workerId: string };
    for (let round = 0; round < 4; round++) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 1000);
      const aborted = await client.functions.invoke("slow", { method: "GET", signal: controller.signal });
      expect(aborted.error?.name).toBe("FunctionsFetchError");
      // At once, and again once the aborted call would have finished inside the function.
      for (const delay of [0, 50, 1100]) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        const next = await quick();
        expect(next.error).toBeNull();
        expect(next.data).toEqual({ workerId });
      }
    }
  }, 30_000);
});
