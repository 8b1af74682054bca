// The function runner's failure modes and plumbing, with throwaway functions in a temp folder
// (so no test fixture ever sits in supabase/functions, where `supabase functions deploy` looks).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer, type Server as HttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStackConfig } from "../config.ts";
import type { ServiceHandler } from "../context.ts";
import { createFunctionsHandler } from "./functions.ts";
import { ANON_KEY } from "../keys.ts";

const FIXTURES: Record<string, string> = {
  "fails-at-boot": `throw new Error("cannot start");`,
  "crashes-on-demand": `Deno.serve(async (req) => {
    if ((await req.text()) === "crash") Deno.exit(1);
    return new Response("alive");
  });`,
  streams: `Deno.serve(() => new Response(new ReadableStream({
    async start(controller) {
      for (const chunk of ["one ", "two ", "three"]) {
        controller.enqueue(new TextEncoder().encode(chunk));
        await new Promise((r) => setTimeout(r, 50));
      }
      controller.close();
    },
  }), { status: 202, headers: { "x-custom": "kept" } }));`,
  "shows-env": `Deno.serve(() => Response.json(Deno.env.toObject()));`,
  "no-jwt-needed": `Deno.serve(() => new Response("open"));`,
  "fetches-https": `Deno.serve(async (req) => {
    try {
      return new Response(await (await fetch(await req.text())).text());
    } catch (error) {
      return new Response(String(error), { status: 502 });
    }
  });`,
};

/**
 * A certificate authority of our own and a certificate it signed for 127.0.0.1, as a company's
 * TLS-inspecting proxy would have: trusted by the machine, unknown to Deno's bundled roots.
 * Undefined where no openssl is on PATH.
 */
function makeCorporateAuthority(dir: string): { caFile: string; key: string; cert: string } | undefined {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  try {
    openssl("version");
  } catch {
    return undefined;
  }
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Test Inspecting CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  openssl("req", ...ec, "-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=127.0.0.1");
  writeFileSync(join(dir, "leaf.ext"), "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n");
  openssl(
    "x509",
    "-req",
    "-in",
    "leaf.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "leaf.pem",
    "-days",
    "2",
    "-extfile",
    "leaf.ext",
  );
  return {
    caFile: join(dir, "ca.pem"),
    key: readFileSync(join(dir, "leaf.key"), "utf8"),
    cert: readFileSync(join(dir, "leaf.pem"), "utf8"),
  };
}

let functionsDir: string;
let projectRoot: string;
let handler: ServiceHandler;
let server: Server;
let baseUrl: string;
let authority: ReturnType<typeof makeCorporateAuthority>;
let inspectedServer: HttpsServer | undefined;
let inspectedUrl: string;

beforeAll(async () => {
  functionsDir = mkdtempSync(join(tmpdir(), "functions-runner-"));
  for (const [name, source] of Object.entries(FIXTURES)) {
    mkdirSync(join(functionsDir, name));
    writeFileSync(join(functionsDir, name, "index.ts"), source);
  }
  // A project's secrets: its supabase/functions/.env, then what the stack was started with.
  projectRoot = mkdtempSync(join(tmpdir(), "functions-project-"));
  mkdirSync(join(projectRoot, "supabase", "functions"), { recursive: true });
  writeFileSync(join(projectRoot, "supabase", "functions", ".env"), "WEBHOOK_SECRET=from-env-file\nPLAN=free\n");
  process.env.UNRELATED_PARENT_SECRET = "must-not-leak";
  process.env.NO_PROXY = "intranet.example";
  authority = makeCorporateAuthority(mkdtempSync(join(tmpdir(), "corporate-ca-")));
  if (authority) {
    // Node's way of adding a company's authority; the runner hands it to Deno as DENO_CERT.
    process.env.NODE_EXTRA_CA_CERTS = authority.caFile;
    const tlsServer = createHttpsServer({ key: authority.key, cert: authority.cert }, (_req, res) =>
      res.end("inspected ok"),
    );
    inspectedServer = tlsServer;
    await new Promise<void>((resolve) => tlsServer.listen(0, "127.0.0.1", resolve));
    inspectedUrl = `https://127.0.0.1:${(tlsServer.address() as { port: number }).port}/`;
  }
  const config = {
    ...buildStackConfig(
      {},
      {
        projectRoot,
        apiUrl: "http://127.0.0.1:1",
        inboxUrl: "http://127.0.0.1:2",
        ports: { api: 1, inbox: 2, smtp: 2525 },
        functionEnv: { PLAN: "team" },
      },
    ),
    functionsDir,
    functions: { "no-jwt-needed": { verifyJwt: false } },
  };
  handler = createFunctionsHandler({ config });
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "/").split("?")[0];
    await handler(req, res, Buffer.concat(chunks), path.slice("/functions/v1".length));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/functions/v1`;
});

afterAll(async () => {
  await handler?.close?.();
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => (inspectedServer ? inspectedServer.close(resolve) : resolve(undefined)));
  rmSync(functionsDir, { recursive: true, force: true });
  rmSync(projectRoot, { recursive: true, force: true });
});

const call = (name: string, body = "", headers: Record<string, string> = { Authorization: `Bearer ${ANON_KEY}` }) =>
  fetch(`${baseUrl}/${name}`, { method: "POST", body, headers });

describe("function runner", () => {
  it("answers 503 BOOT_ERROR when the function throws while loading", async () => {
    const response = await call("fails-at-boot");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: "BOOT_ERROR",
      message: "Function failed to start (please check logs)",
    });
  });

  it("answers 500 WORKER_ERROR when the worker dies mid-request, then starts a new one", async () => {
    const crashed = await call("crashes-on-demand", "crash");
    expect(crashed.status).toBe(500);
    expect((await crashed.json()).code).toBe("WORKER_ERROR");
    const next = await call("crashes-on-demand", "hello");
    expect(next.status).toBe(200);
    expect(await next.text()).toBe("alive");
  });

  it("streams the response with its status and headers", async () => {
    const response = await call("streams");
    expect(response.status).toBe(202);
    expect(response.headers.get("x-custom")).toBe("kept");
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("one ");
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe("two three");
  });

  it("gives the function Supabase's variables, the local mail catcher and the project's secrets, nothing else of ours", async () => {
    const env = (await (await call("shows-env")).json()) as Record<string, string>;
    expect(env).toMatchObject({
      SUPABASE_URL: "http://127.0.0.1:1",
      SUPABASE_ANON_KEY: ANON_KEY,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: "2525",
      // supabase/functions/.env, then StartOptions.functionEnv over it (the CLI's --env-file).
      WEBHOOK_SECRET: "from-env-file",
      PLAN: "team",
    });
    expect(env.SUPABASE_SERVICE_ROLE_KEY).toMatch(/^eyJ/);
    expect(env.UNRELATED_PARENT_SECRET).toBeUndefined();
  });

  it("tells Deno to trust the operating system's certificates, and never to proxy loopback", async () => {
    const env = (await (await call("shows-env")).json()) as Record<string, string>;
    expect(env.DENO_TLS_CA_STORE).toBe("system,mozilla");
    expect(env.NO_PROXY.split(",")).toEqual(["intranet.example", "127.0.0.1", "localhost", "::1"]);
  });

  it("reaches an HTTPS server signed by an authority Node was told to trust", async (context) => {
    if (!authority) return context.skip("openssl is not on PATH, so no test authority could be made");
    const response = await call("fetches-https", inspectedUrl);
    expect(await response.text()).toBe("inspected ok");
    expect(response.status).toBe(200);
  });

  it("skips the JWT gate where config.toml says verify_jwt = false", async () => {
    const response = await call("no-jwt-needed", "", {});
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("open");
  });
});
