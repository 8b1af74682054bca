/**
 * Build step: writes /.well-known/security.txt (RFC 9116) into the build, with the site's origin as
 * the sitemap has it (VITE_SITE_URL, read the way Vite reads it) and an Expires a year after the
 * disclosure policy last changed. Fails the build, saying why, when that is in the past or under
 * 30 days away (src/lib/security-txt.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnv } from "vite";
import { company, DEFAULT_SITE_URL } from "../../src/content/company";
import { securityPolicyPage } from "../../src/content/security/pages";
import { SECURITY_TXT_PATH, securityTxt, securityTxtExpires } from "../../src/lib/security-txt";
import { env } from "../env";

/** Writes security.txt into the built site at `client`, for the site at `siteUrl`, as of `now`. */
export function writeSecurityTxt(client: string, siteUrl: string, now = new Date()): void {
  const expires = securityTxtExpires(securityPolicyPage.updated, now);
  const file = join(client, SECURITY_TXT_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    securityTxt({ siteUrl, email: company.securityEmail, policyPath: securityPolicyPage.path, expires }),
  );
  console.log(`wrote ${SECURITY_TXT_PATH}, expiring ${expires.toISOString()}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(import.meta.dirname, "..", "..");
  // company.siteUrl as the app has it: react-router build is a production Vite build, which reads
  // VITE_SITE_URL from the environment and the .env files (Vite's env is not there in a build step).
  const siteUrl = loadEnv("production", root, "VITE_").VITE_SITE_URL ?? DEFAULT_SITE_URL;
  try {
    writeSecurityTxt(join(root, env.buildDir, "client"), siteUrl);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
