/**
 * `npm start`: serves the production build at :8080 and, unless the build points at a hosted
 * Supabase project, the local Supabase stack (API :54321, inbox :54324) beside it.
 *   --fresh-db   use a throwaway database (end-to-end tests)
 *   --generous-auth-limits   raise [auth.rate_limit] far above config.toml's. Like `supabase start`,
 *                the stack applies no per-address limits anyway; this lifts the project-wide
 *                email limit, which applies once [auth.email.smtp] is on, and lowers
 *                [auth.email] max_frequency from 60 s to 1 s (tests send one address several emails)
 *   --fast-lead-delivery   run lead delivery's cron job every 2 seconds instead of every minute
 *                (the end-to-end suite waits for a resend to be delivered)
 *   --generous-lead-limits   let the lead, booking and application functions take 1,000 requests per
 *                address in their window instead of LEADS_RATE_LIMIT_MAX's 5: the end-to-end suite
 *                sends dozens of demo requests and bookings from 127.0.0.1 within minutes (the
 *                limit itself is tested against the functions, leads-rate-limit.isolated.test.ts)
 *   --short-recent-sign-in   a session counts as a recent sign-in for E2E_RECENT_SIGN_IN_SECONDS
 *                instead of GoTrue's 24 hours, so the end-to-end suite reaches the emailed
 *                reauthentication code of secure_password_change (tests only)
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startSiteServer } from "../server/site-server";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { env } from "./env";

const root = resolve(import.meta.dirname, "..");
const freshDb = process.argv.includes("--fresh-db");
const generousAuthLimits = process.argv.includes("--generous-auth-limits");
const shortRecentSignIn = process.argv.includes("--short-recent-sign-in");
const fastLeadDelivery = process.argv.includes("--fast-lead-delivery");
const generousLeadLimits = process.argv.includes("--generous-lead-limits");
const port = env.sitePort;

async function main() {
  const stops: Array<() => Promise<void>> = [];
  const lines: string[] = [];
  if (env.useLocalStack) {
    const { startLocalStack } = await import("../supabase/local/start");
    const { E2E_RECENT_SIGN_IN_SECONDS, GENEROUS_AUTH_RATE_LIMITS } =
      await import("../supabase/local/config-overrides");
    const { leadSecretsFrom } = await import("../supabase/functions/_shared/lead-settings");
    const stack = await startLocalStack({
      // The lead functions' secrets set in this shell (supabase/functions/README.md); mail goes to
      // the stack's inbox unless they say otherwise; staff emails link to this site.
      functionEnv: {
        SITE_URL: `http://127.0.0.1:${port}`,
        ...(generousLeadLimits ? { LEADS_RATE_LIMIT_MAX: "1000" } : {}),
        ...leadSecretsFrom(process.env),
      },
      dataDir: freshDb ? mkdtempSync(join(tmpdir(), "sf-db-")) : join(root, ".local-data", "db"),
      siteUrl: `http://127.0.0.1:${port}`,
      apiPort: env.ports.api,
      inboxPort: env.ports.inbox,
      smtpPort: env.ports.smtp,
      configOverrides: generousAuthLimits ? GENEROUS_AUTH_RATE_LIMITS : undefined,
      recentSignInSeconds: shortRecentSignIn ? E2E_RECENT_SIGN_IN_SECONDS : undefined,
    });
    stops.push(stack.stop);
    // The job reaches the functions through its Vault secret, which seed.sql sets for the default port.
    const { pointLeadDeliveryAt } = await import("./lead-delivery");
    await pointLeadDeliveryAt(stack.ctx.db, stack.apiUrl, fastLeadDelivery ? 2 : undefined);
    lines.push(
      `  API      ${stack.apiUrl}   (local Supabase: auth, rest, realtime, functions)`,
      `  Inbox    ${stack.inboxUrl}   (every email the site sends)`,
      `  Admin    ${SEEDED_ADMIN.email} / ${SEEDED_ADMIN.password}`,
    );
  }
  const site = await startSiteServer({ root: join(root, env.buildDir, "client"), port, supabaseUrl: env.supabaseUrl });
  stops.push(site.close);
  console.log(`\n  Site     ${site.url}`);
  for (const line of lines) console.log(line);
  if (!env.useLocalStack) console.log(`  Supabase ${env.supabaseUrl} (hosted)`);
  console.log("\n  Press Ctrl+C to stop.\n");

  const shutdown = async () => {
    await Promise.allSettled(stops.reverse().map((stop) => stop()));
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
