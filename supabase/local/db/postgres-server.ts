// A throwaway PostgreSQL 15 cluster for tests: initdb into a temp folder, started with pg_ctl on a
// free port, reachable only through a unix socket in that folder; stop() shuts it down and deletes
// the folder. Postgres refuses to run as root, so as root the cluster runs as the `postgres` user.
import { execFile } from "node:child_process";
import {
  copyFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { emulatedExtensionFiles } from "./extensions.ts";

const run = promisify(execFile);

/** Where Debian's `postgresql-15` package puts the server binaries. */
export const PG15_BIN_DIR = process.env.PG15_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export function hasPostgres15(binDir = PG15_BIN_DIR): boolean {
  return ["initdb", "pg_ctl", "postgres"].every((name) => existsSync(join(binDir, name)));
}

export interface PostgresServer {
  /** The superuser's connection URL to the `postgres` database (unix socket). */
  url: string;
  /** The same server, another database. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Runs a server binary, as the postgres user when we are root. */
function runPg(binDir: string, asPostgresUser: boolean, name: string, args: string[]) {
  const binary = join(binDir, name);
  return asPostgresUser ? run("runuser", ["-u", "postgres", "--", binary, ...args]) : run(binary, args);
}

export interface PostgresServerOptions {
  /**
   * Preload the installation's real pg_cron (Debian's postgresql-15-cron) for the `postgres`
   * database instead of the emulation; its own background workers then run the jobs.
   */
  realPgCron?: boolean;
}

export async function startPostgresServer(
  binDir = PG15_BIN_DIR,
  options: PostgresServerOptions = {},
): Promise<PostgresServer> {
  if (!hasPostgres15(binDir)) throw new Error(`PostgreSQL 15 server binaries not found in ${binDir}`);
  const asPostgresUser = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), "local-stack-pg15-"));
  const dataDir = join(root, "data");
  const port = await freePort();
  try {
    if (asPostgresUser) chownSync(root, ...(await postgresIds()));
    await runPg(binDir, asPostgresUser, "initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
    // Only the socket in our own folder: nothing else on the machine can connect, and a system
    // cluster on 5432 is never touched. fsync off: a test database need not survive a crash.
    const settings = [
      "listen_addresses = ''",
      `port = ${port}`,
      `unix_socket_directories = '${root}'`,
      "fsync = off",
      "synchronous_commit = off",
      "full_page_writes = off",
      "timezone = 'UTC'",
      "max_connections = 200",
      ...(options.realPgCron
        ? [
            "shared_preload_libraries = 'pg_cron'",
            "cron.database_name = 'postgres'",
            // Jobs run in background workers: no connection, so no TCP listener needed.
            "cron.use_background_workers = on",
            "max_worker_processes = 32",
          ]
        : []),
    ];
    writeFileSync(join(dataDir, "postgresql.auto.conf"), `${settings.join("\n")}\n`);
    if (asPostgresUser) chownSync(join(dataDir, "postgresql.auto.conf"), ...(await postgresIds()));
    const postgres = await installationWithEmulatedExtensions(binDir, root, options.realPgCron ? ["pg_cron"] : []);
    await runPg(binDir, asPostgresUser, "pg_ctl", [
      "-D",
      dataDir,
      "-l",
      join(root, "server.log"),
      "-p",
      postgres,
      "-w",
      "start",
    ]);
  } catch (error) {
    const log = join(root, "server.log");
    const detail = existsSync(log) ? `\n${readFileSync(log, "utf8")}` : "";
    rmSync(root, { recursive: true, force: true });
    throw new Error(`Could not start PostgreSQL 15: ${(error as Error).message}${detail}`, { cause: error });
  }
  const urlFor = (database: string) =>
    `postgresql://postgres@${encodeURIComponent(root)}:${port}/${encodeURIComponent(database)}`;
  let stopped: Promise<void> | undefined;
  return {
    url: urlFor("postgres"),
    urlFor,
    stop: () =>
      (stopped ??= runPg(binDir, asPostgresUser, "pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"])
        .then(() => undefined)
        .finally(() => rmSync(root, { recursive: true, force: true }))),
  };
}

/**
 * A private copy of the installation's layout whose share folder also holds the emulated
 * extensions (extensions.ts): the server binary copied (Postgres finds its share and library
 * folders relative to its own path, after resolving links), everything else linked to the real
 * installation. Our pg_cron control file stands in for a system pg_cron, whose real worker could
 * only run in one database of the cluster, while tests use a fresh database each.
 */
async function installationWithEmulatedExtensions(
  binDir: string,
  root: string,
  keep: readonly string[],
): Promise<string> {
  const config = async (flag: string) => (await run(join(binDir, "pg_config"), [flag])).stdout.trim();
  const [sharedir, pkglibdir, bindir] = await Promise.all(["--sharedir", "--pkglibdir", "--bindir"].map(config));
  // Mirror the real layout under root/install, so the same relative paths lead to our share folder.
  const base = join(root, "install");
  const mirror = (path: string) => join(base, relative("/", path));
  mkdirSync(mirror(bindir), { recursive: true });
  copyFileSync(join(bindir, "postgres"), join(mirror(bindir), "postgres"));
  mkdirSync(join(mirror(pkglibdir), ".."), { recursive: true });
  if (!existsSync(mirror(pkglibdir))) symlinkSync(pkglibdir, mirror(pkglibdir));
  mkdirSync(join(mirror(sharedir), "extension"), { recursive: true });
  for (const entry of readdirSync(sharedir).filter((name) => name !== "extension")) {
    symlinkSync(join(sharedir, entry), join(mirror(sharedir), entry));
  }
  const ours = emulatedExtensionFiles().filter(({ name }) => !keep.includes(name.split(/[-.]/)[0]));
  const extensionDir = join(mirror(sharedir), "extension");
  for (const entry of readdirSync(join(sharedir, "extension"))) {
    const shadowed = ours.some(({ name }) => name.split(/[-.]/)[0] === entry.split(/[-.]/)[0]);
    if (!shadowed) symlinkSync(join(sharedir, "extension", entry), join(extensionDir, entry));
  }
  for (const { name, path } of ours) copyFileSync(path, join(extensionDir, name));
  return join(mirror(bindir), "postgres");
}

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}
