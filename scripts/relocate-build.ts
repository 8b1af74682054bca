/**
 * The browser suite's builds after the first: `tsx scripts/relocate-build.ts <from> <to>...` copies
 * the finished build of slot <from> (scripts/ports.mjs) to the build folder of each slot <to>, with
 * <from>'s API and site origins replaced by <to>'s, and writes <to>'s `_headers` afresh (a page's CSP
 * names the API and hashes its inline scripts, which may name the site).
 *
 * Those two origins are all that differs between the builds of two slots: a build reads them from
 * VITE_SUPABASE_URL and VITE_SITE_URL and writes them as they are (into the client bundle, the
 * prerendered pages, the sitemap). So a relocated build is the build `npm run build` makes for that
 * slot, except for the content hashes in its asset names and its __BUILD_TIME__; it saves one build
 * per extra worker. Should a build ever write a port in another form (encoded, split, computed), the
 * old slot's port would survive the copy: relocation then fails, and the suite needs a build per slot
 * again. Production builds are untouched: `npm run build` and `npm start` never relocate.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { listFiles } from "./build-steps/build-files";
import { buildDirFor, localEnv } from "./ports.mjs";
import { writeStaticHeaders } from "./build-steps/write-static-headers";

/** What a slot's build is built from: its API origin and its site's origin. */
export interface BuildOrigins {
  supabaseUrl: string;
  siteUrl: string;
}

export function originsOf(env: NodeJS.ProcessEnv): BuildOrigins {
  return { supabaseUrl: env.VITE_SUPABASE_URL ?? "", siteUrl: env.VITE_SITE_URL ?? "" };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites the text of one build file from the origins `from` to `to`: every `host:port` of `from`
 * (inside http://, ws:// and bare) becomes `to`'s. Throws if a port of `from` is still there after
 * a colon (another host name, `"port":8101`) or an encoded one (`%3A8101`): the build then holds it
 * in a form this cannot rewrite.
 */
export function relocateText(text: string, from: BuildOrigins, to: BuildOrigins, file = "a file"): string {
  let out = text;
  const moved: string[] = [];
  for (const key of ["supabaseUrl", "siteUrl"] as const) {
    const a = new URL(from[key]);
    const b = new URL(to[key]);
    if (a.host === b.host) continue;
    out = out.replaceAll(a.host, b.host);
    if (a.port) moved.push(a.port);
  }
  for (const port of moved) {
    const left = new RegExp(`(?::\\s*|%3A)${escape(port)}(?![0-9])`, "i").exec(out);
    if (left) {
      const around = out.slice(Math.max(0, left.index - 40), left.index + 40);
      throw new Error(`relocate-build: port ${port} survives in ${file} (…${around}…); build each slot instead`);
    }
  }
  return out;
}

/** Copies the build in `fromDir` (made for `from`) to `toDir`, made over for `to`. */
export function relocateBuild(fromDir: string, toDir: string, from: BuildOrigins, to: BuildOrigins): void {
  rmSync(toDir, { recursive: true, force: true });
  cpSync(fromDir, toDir, { recursive: true });
  const client = join(toDir, "client");
  for (const file of listFiles(client)) {
    const bytes = readFileSync(file);
    if (bytes.includes(0)) continue; // an image, copied from public/ as it is
    // latin1 maps byte to character and back, so UTF-8 text outside the ASCII origins is kept as is.
    const text = bytes.toString("latin1");
    const relocated = relocateText(text, from, to, file);
    if (relocated !== text) writeFileSync(file, Buffer.from(relocated, "latin1"));
  }
  writeStaticHeaders(client, to.supabaseUrl);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(import.meta.dirname, "..");
  const [from, ...targets] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(from) || !targets.length || targets.some((s) => !Number.isInteger(s))) {
    throw new Error("usage: tsx scripts/relocate-build.ts <from slot> <to slot>...");
  }
  const source = originsOf(localEnv(process.env, from));
  for (const slot of targets) {
    relocateBuild(
      join(root, buildDirFor(from)),
      join(root, buildDirFor(slot)),
      source,
      originsOf(localEnv(process.env, slot)),
    );
    console.log(`relocated ${buildDirFor(from)} to ${buildDirFor(slot)}`);
  }
}
