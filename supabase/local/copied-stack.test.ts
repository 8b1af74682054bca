// A copy of supabase/local alone, dropped into another project's supabase/ folder (the notes app
// of fixtures/, written for `supabase start`), starts from there and serves that project: proof
// that the stack needs nothing of this repository but the npm packages it is installed with.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ANON_KEY } from "./keys.ts";

const LOCAL_DIR = import.meta.dirname;
const REPOSITORY = join(LOCAL_DIR, "..", "..");
let project: string;
let child: ChildProcess | undefined;
let apiUrl: string;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "copied-stack-"));
  cpSync(join(LOCAL_DIR, "fixtures", "notes-app", "supabase"), join(project, "supabase"), { recursive: true });
  cpSync(LOCAL_DIR, join(project, "supabase", "local"), {
    recursive: true,
    filter: (source) => !source.startsWith(join(LOCAL_DIR, "fixtures")),
  });
  symlinkSync(join(REPOSITORY, "node_modules"), join(project, "node_modules"));
  writeFileSync(join(project, "package.json"), JSON.stringify({ private: true, type: "module" }));
  writeFileSync(
    join(project, "serve.ts"),
    `import { startLocalStack } from "./supabase/local/start.ts";
     const stack = await startLocalStack({ apiPort: 0, inboxPort: 0, smtpPort: 0, quiet: true });
     console.log("READY " + stack.apiUrl);
     process.stdin.resume();
     process.stdin.on("end", () => void stack.stop().then(() => process.exit(0)));`,
  );
  child = spawn(process.execPath, ["--import", "tsx", join(project, "serve.ts")], {
    cwd: project,
    stdio: ["pipe", "pipe", "inherit"],
  });
  apiUrl = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child!.stdout! }).on("line", (line) => {
      if (line.startsWith("READY ")) resolve(line.slice("READY ".length));
    });
    child!.once("exit", (code) => reject(new Error(`the copied stack exited with ${code}`)));
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.stdin?.end();
    await exited;
  }
  rmSync(project, { recursive: true, force: true });
});

it("starts from a copy inside another project and serves that project's tables, auth and RLS", async () => {
  const client = createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signUp({ email: "lin@example.com", password: "a long passphrase 9" });
  expect(error).toBeNull();
  expect((await client.from("notes").insert({ body: "Served from a copy" })).error).toBeNull();
  expect((await client.from("notes").select("body")).data).toEqual([{ body: "Served from a copy" }]);
  expect((await client.from("contact_messages").select("id")).error?.code).toBe("PGRST205");
});
