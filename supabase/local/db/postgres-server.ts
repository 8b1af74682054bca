// A throwaway PostgreSQL 15 cluster for tests: initdb into a temp folder, started with pg_ctl on a
// free port, reachable only through a unix socket in that folder; stop() shuts it down and deletes
// the folder. Postgres refuses to run as root, so as root the cluster runs as the `postgres` user.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

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

export async function startPostgresServer(binDir = PG15_BIN_DIR): Promise<PostgresServer> {
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
    ];
    writeFileSync(join(dataDir, "postgresql.auto.conf"), `${settings.join("\n")}\n`);
    if (asPostgresUser) chownSync(join(dataDir, "postgresql.auto.conf"), ...(await postgresIds()));
    await runPg(binDir, asPostgresUser, "pg_ctl", ["-D", dataDir, "-l", join(root, "server.log"), "-w", "start"]);
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

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}
