// The environment a function worker sees: what Supabase injects (SUPABASE_URL, keys), the
// project's secrets (config.functionEnv: supabase/functions/.env and StartOptions.functionEnv, as
// `supabase functions serve` takes them), and what the deno binary itself needs to find its cache
// and, should it ever need one, the network. Nothing else from process.env.
import { homedir } from "node:os";
import { join } from "node:path";
import type { StackConfig } from "../context.ts";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys.ts";

const DENO_RUNTIME_NAMES = [
  "PATH",
  "HOME",
  "TMPDIR",
  "LOCALAPPDATA",
  "SYSTEMROOT",
  "DENO_DIR",
  "XDG_CACHE_HOME",
  "NPM_CONFIG_REGISTRY",
  "DENO_AUTH_TOKENS",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "SSL_CERT_FILE",
];

/**
 * Deno trusts only its bundled Mozilla roots unless told otherwise, so behind a TLS-inspecting
 * proxy (whose authority is in the operating system's store, where Node and npm find it) its
 * requests fail with "invalid peer certificate: UnknownIssuer". Functions never need the network
 * to start (their npm imports come from node_modules), but one that calls an HTTPS API, or a
 * developer's Deno fetching a dependency, must trust what the machine trusts: the system store
 * plus Mozilla's, and Node's extra certificates file when one is set.
 */
function tlsTrust(parentEnv: NodeJS.ProcessEnv): Record<string, string> {
  const trust: Record<string, string> = { DENO_TLS_CA_STORE: parentEnv.DENO_TLS_CA_STORE || "system,mozilla" };
  const extraCertificates = parentEnv.DENO_CERT || parentEnv.NODE_EXTRA_CA_CERTS;
  if (extraCertificates) trust.DENO_CERT = extraCertificates;
  return trust;
}

/**
 * The functions reach the stack at 127.0.0.1, and Deno sends even loopback requests through
 * HTTP(S)_PROXY unless NO_PROXY names them: a developer behind a corporate proxy would see every
 * database write fail. Loopback is added to whatever the developer's NO_PROXY already says.
 */
function noProxy(parentEnv: NodeJS.ProcessEnv): Record<string, string> {
  const listed = (parentEnv.NO_PROXY ?? parentEnv.no_proxy ?? "").split(",").map((entry) => entry.trim());
  const merged = [...new Set([...listed.filter(Boolean), "127.0.0.1", "localhost", "::1"])].join(",");
  return { NO_PROXY: merged, no_proxy: merged };
}

export function workerEnv(config: StackConfig, parentEnv: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {
    // The local mail catcher, the stack's counterpart of the CLI's Inbucket, under the usual names:
    // functions that send mail reach it unless their secrets point elsewhere.
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(config.ports.smtp),
    // The same sender as the auth emails (config.toml [inbucket]) unless MAIL_FROM is set.
    MAIL_FROM: config.mailFrom,
    NO_COLOR: "1",
    ...config.functionEnv,
  };
  for (const name of DENO_RUNTIME_NAMES) {
    const value = parentEnv[name];
    if (value !== undefined) env[name] = value;
  }
  return {
    ...env,
    ...tlsTrust(parentEnv),
    ...noProxy(parentEnv),
    // Set last: user secrets may not start with SUPABASE_ on the platform either.
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: "",
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
  };
}

/** Where deno keeps its module and npm cache (read access is granted to it). */
export function denoCacheDir(parentEnv: NodeJS.ProcessEnv = process.env): string {
  if (parentEnv.DENO_DIR) return parentEnv.DENO_DIR;
  if (process.platform === "darwin") return join(homedir(), "Library", "Caches", "deno");
  if (process.platform === "win32" && parentEnv.LOCALAPPDATA) return join(parentEnv.LOCALAPPDATA, "deno");
  return join(parentEnv.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "deno");
}
