/** `npm run dev`: Vite's dev server with the local Supabase stack, unless a hosted project is configured. */
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { env } from "./env";

const root = resolve(import.meta.dirname, "..");

async function main() {
  let stop: (() => Promise<void>) | undefined;
  if (env.useLocalStack) {
    const { startLocalStack } = await import("../supabase/local/start");
    const { leadSecretsFrom } = await import("../supabase/functions/_shared/lead-settings");
    const siteUrl = "http://127.0.0.1:5173";
    const stack = await startLocalStack({
      dataDir: join(root, ".local-data", "db"),
      siteUrl,
      functionEnv: { SITE_URL: siteUrl, ...leadSecretsFrom(process.env) },
    });
    stop = stack.stop;
  }
  const vite = spawn("npx", ["react-router", "dev"], { cwd: root, stdio: "inherit" });
  const shutdown = async () => {
    vite.kill("SIGTERM");
    await stop?.();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  vite.on("exit", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
