// Starts the whole local stack in-process: database, inbox (HTTP + SMTP), the API gateway and the
// workers of the emulated pg_cron and pg_net (scheduled jobs and the HTTP calls they make). Port 0
// picks free ports, so tests can run beside a running `npm start`.
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { buildStackConfig, readAuthSigningKeys, readProjectConfig } from "./config.ts";
import { mergeToml, type TomlOverrides } from "./config-overrides.ts";
import type { StackContext } from "./context.ts";
import { forwardDbChanges } from "./db/db-changes.ts";
import { openDatabase, SUPABASE_DIR } from "./db/db.ts";
import { answerClientError, answerConnect, MAX_HEADER_BYTES } from "./http/client-errors.ts";
import { createGateway, type Gateway } from "./gateway/gateway.ts";
import { JSON_TYPE, jsonSender } from "./http/send.ts";
import { closeHttp, listen, startInbox } from "./inbox/inbox.ts";
import { trustSigningKeys, verifyJwt } from "./jwt.ts";
import { DEFAULT_PORTS } from "./keys.ts";
import { type CronScheduler, startCronScheduler } from "./db/cron-scheduler.ts";
import { type NetWorker, startNetWorker } from "./db/net-worker.ts";
import { Mailbox } from "./inbox/mailbox.ts";
import { storageDirFor } from "./storage/storage.ts";
import { createMailer } from "./inbox/mailer.ts";
import type { TomlTable } from "./toml.ts";

export interface StartOptions {
  apiPort?: number;
  inboxPort?: number;
  smtpPort?: number;
  /** Where to persist the database; undefined keeps it in memory. */
  dataDir?: string;
  /** Wipe dataDir first (migrations and seed run again). */
  reset?: boolean;
  /**
   * Run on this PostgreSQL database (postgresql://…) instead of PGlite: base schema, migrations not
   * yet applied, and the seed on a fresh database, like dataDir.
   */
  databaseUrl?: string;
  /**
   * Folder for Storage's uploaded files; by default `<dataDir>-storage`, or without dataDir a
   * temporary folder removed at stop (give one with a persistent databaseUrl).
   */
  storageDir?: string;
  /** Overrides [auth] site_url from config.toml. */
  siteUrl?: string;
  /** Suppress progress output. */
  quiet?: boolean;
  /**
   * The folder holding the `supabase/` folder to serve (config.toml, migrations, seed.sql,
   * functions, templates), as `supabase start` takes its working directory. Default: this repository.
   */
  projectDir?: string;
  /**
   * Values merged over supabase/config.toml for this stack only, e.g.
   * `{ auth: { rate_limit: { sign_in_sign_ups: 1000 } } }` for a test that signs in often
   * (GENEROUS_AUTH_RATE_LIMITS in config-overrides.ts raises every auth limit).
   */
  configOverrides?: TomlOverrides;
  /**
   * Seconds after sign-in that a session counts as a recent sign-in (GoTrue: 24 hours, not
   * configurable there, so there is no config.toml key). Tests shorten it to reach the emailed
   * reauthentication code of [auth.email] secure_password_change with a fresh session.
   */
  recentSignInSeconds?: number;
  /**
   * Count requests per client address against [auth.rate_limit] (and MFA's challenge/verify limit)
   * as hosted Supabase does. Off by default, like `supabase start`: the CLI tells GoTrue no header
   * to find the caller's address in (GOTRUE_RATE_LIMIT_HEADER), and GoTrue then skips these limits
   * (internal/api/middleware.go, performRateLimitingWithHeader). email_sent and max_frequency
   * apply either way.
   */
  perIpRateLimits?: boolean;
  /**
   * Addresses of reverse proxies in front of the stack: from these peers, the gateway takes the
   * caller's address from X-Forwarded-For. From anyone else the header is replaced by the peer's
   * address, so a caller cannot choose the address it is counted or recorded under.
   */
  trustedProxies?: string[];
  /**
   * Secrets for the Edge Functions, over those of supabase/functions/.env: the stack's
   * counterpart of `supabase functions serve --env-file`. The stack's own environment never
   * reaches a function.
   */
  functionEnv?: Record<string, string>;
}

export interface LocalStack {
  apiUrl: string;
  inboxUrl: string;
  smtpPort: number;
  ctx: StackContext;
  /** The emulated pg_cron's worker: the jobs migrations scheduled with cron.schedule(). */
  cron: CronScheduler;
  /** The emulated pg_net's worker: sends what net.http_post() and friends queued. */
  net: NetWorker;
  stop(): Promise<void>;
}

export const PROJECT_ROOT = join(SUPABASE_DIR, "..");
const HOST = "127.0.0.1";
/** The API port's own answer while the gateway is assembled (no Content-Length, as it always was). */
const sendUnsizedJson = jsonSender({ contentType: JSON_TYPE, contentLength: false });

function configuredPort(toml: TomlTable, section: string, key: string, fallback: number): number {
  const table = toml[section];
  const value = typeof table === "object" && !Array.isArray(table) ? table[key] : undefined;
  return typeof value === "number" ? value : fallback;
}

export async function startLocalStack(opts: StartOptions = {}): Promise<LocalStack> {
  const projectDir = opts.projectDir ?? PROJECT_ROOT;
  const supabaseDir = join(projectDir, "supabase");
  const toml = mergeToml(readProjectConfig(supabaseDir), opts.configOverrides);
  // A signing keys file GoTrue would refuse stops the start before anything opens.
  readAuthSigningKeys(toml, projectDir);
  const started = Date.now();
  // Storage's files go with the database: persisted beside it, wiped with it.
  const storageDir = opts.storageDir ?? (opts.dataDir ? storageDirFor(opts.dataDir) : undefined);
  if (storageDir && opts.reset) rmSync(storageDir, { recursive: true, force: true });
  const db = await openDatabase({
    dataDir: opts.dataDir,
    reset: opts.reset,
    url: opts.databaseUrl,
    migrationsDir: join(supabaseDir, "migrations"),
    seedFile: join(supabaseDir, "seed.sql"),
  });
  const cleanups: Array<() => Promise<void>> = [() => db.close()];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse().splice(0)) {
      await cleanup().catch((error: unknown) => console.error("[local-stack] error while stopping:", error));
    }
  };
  try {
    const mailbox = new Mailbox();
    const inbox = await startInbox(mailbox, {
      http: opts.inboxPort ?? configuredPort(toml, "inbucket", "port", DEFAULT_PORTS.inbox),
      smtp: opts.smtpPort ?? configuredPort(toml, "inbucket", "smtp_port", DEFAULT_PORTS.smtp),
    });
    cleanups.push(() => inbox.close());

    // Requests that arrive before the gateway is assembled get a 503 instead of hanging.
    const assembled: { gateway?: Gateway } = {};
    const api = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req: IncomingMessage, res: ServerResponse) => {
      if (assembled.gateway) return assembled.gateway.handleRequest(req, res);
      sendUnsizedJson(res, 503, { message: "The local stack is starting" }, { "Retry-After": "1" });
    });
    api.on("upgrade", (req, socket, head: Buffer) =>
      assembled.gateway ? assembled.gateway.handleUpgrade(req, socket, head) : socket.destroy(),
    );
    // An over-long URL, oversized headers or an unknown method get a status, never a dropped connection.
    api.on("clientError", answerClientError);
    api.on("connect", answerConnect);
    const apiPort = await listen(api, opts.apiPort ?? configuredPort(toml, "api", "port", DEFAULT_PORTS.api), HOST);
    cleanups.push(() => closeHttp(api));

    const config = buildStackConfig(toml, {
      projectRoot: projectDir,
      apiUrl: `http://${HOST}:${apiPort}`,
      inboxUrl: inbox.inboxUrl,
      ports: { api: apiPort, inbox: inbox.httpPort, smtp: inbox.smtpPort },
      siteUrl: opts.siteUrl,
      recentSignInSeconds: opts.recentSignInSeconds,
      perIpRateLimits: opts.perIpRateLimits,
      trustedProxies: opts.trustedProxies,
      functionEnv: opts.functionEnv,
    });
    // Every service verifies tokens signed with the project's signing keys while this stack runs.
    const distrustKeys = trustSigningKeys(config.auth.signingKeys);
    cleanups.push(async () => distrustKeys());
    const events = new EventEmitter();
    // Every realtime subscription listens here; the default cap of 10 would warn spuriously.
    events.setMaxListeners(0);
    const stopForwarding = await forwardDbChanges(db, events);
    cleanups.push(stopForwarding);
    const ctx: StackContext = { db, config, verifyJwt, sendMail: createMailer(mailbox), events, storageDir };
    const gateway = await createGateway(ctx);
    cleanups.push(() => gateway.close());
    assembled.gateway = gateway;
    // Scheduled work, as hosted runs it: pg_cron jobs that call functions through pg_net.
    const net = await startNetWorker(db);
    cleanups.push(() => net.stop());
    const cron = await startCronScheduler(db, { quiet: opts.quiet });
    cleanups.push(() => cron.stop());
    if (!opts.quiet) console.log(`[local-stack] ready in ${Date.now() - started} ms`);

    let stopping: Promise<void> | undefined;
    return {
      apiUrl: config.apiUrl,
      inboxUrl: config.inboxUrl,
      smtpPort: inbox.smtpPort,
      ctx,
      cron,
      net,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
