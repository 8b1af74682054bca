// The environment a function worker sees: what Supabase injects (SUPABASE_URL, keys), the
// secrets our functions read (an allow-list, like `supabase secrets set`), and what the deno
// binary itself needs to find its cache and the npm registry. Nothing else from process.env.
import { homedir } from "node:os";
import { join } from "node:path";
import type { StackConfig } from "../context.ts";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys.ts";

const SECRET_NAMES = new Set([
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASS",
  "SMTP_SECURE",
  "MAIL_FROM",
  "SALES_INBOX",
  "RESEND_API_KEY",
]);
const SECRET_PREFIXES = ["LEADS_RATE_LIMIT_"];

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
  "SSL_CERT_FILE",
];

function isSecret(name: string): boolean {
  return SECRET_NAMES.has(name) || SECRET_PREFIXES.some((prefix) => name.startsWith(prefix));
}

export function workerEnv(config: StackConfig, parentEnv: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {
    // Functions mail the local inbox unless the developer points them elsewhere.
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(config.ports.smtp),
    NO_COLOR: "1",
  };
  for (const [name, value] of Object.entries(parentEnv)) {
    if (value !== undefined && (isSecret(name) || DENO_RUNTIME_NAMES.includes(name))) env[name] = value;
  }
  return {
    ...env,
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
