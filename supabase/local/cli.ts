// `npm run stack`: the local Supabase stand-in on the CLI's ports, persisted under .local-data/db.
//   --reset             wipe the local database first (migrations and seed run again)
//   --env-file <path>   the Edge Functions' secrets, over supabase/functions/.env (as
//                       `supabase functions serve --env-file`)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { ANON_KEY, PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from "./keys.ts";
import { PROJECT_ROOT, startLocalStack } from "./start.ts";
import { storageDirFor } from "./storage/storage.ts";

const DATA_DIR = join(PROJECT_ROOT, ".local-data", "db");

async function main(): Promise<void> {
  const reset = process.argv.includes("--reset");
  const envFile = process.argv[process.argv.indexOf("--env-file") + 1];
  const functionEnv = process.argv.includes("--env-file")
    ? (parseEnv(readFileSync(envFile, "utf8")) as Record<string, string>)
    : undefined;
  const stack = await startLocalStack({ dataDir: DATA_DIR, reset, quiet: true, functionEnv });
  console.log(`
Local Supabase stack is running${reset ? " (database reset)" : ""}.

  API URL:          ${stack.apiUrl}
  Inbox (emails):   ${stack.inboxUrl}
  SMTP:             127.0.0.1:${stack.smtpPort}
  Database:         ${DATA_DIR}
  Storage files:    ${storageDirFor(DATA_DIR)}
  anon key:         ${ANON_KEY}
  service_role key: ${SERVICE_ROLE_KEY}
  publishable key:  ${PUBLISHABLE_KEY}

Press Ctrl+C to stop.`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error("[local-stack] failed to start:", error instanceof Error ? error.message : error);
  if (error instanceof Error && "code" in error && error.code === "EADDRINUSE") {
    console.error("A port is already in use: is another local stack (or `supabase start`) running?");
  }
  process.exit(1);
});
