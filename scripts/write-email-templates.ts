/**
 * Writes the auth email templates and security notifications, supabase/templates/<kind>.html, from their copy
 * (supabase/functions/_shared/auth-email-copy.ts) in the frame of every email
 * (lead-emails-layout.ts). Hosted Supabase reads each file as it is (GoTrue has no includes), so
 * the generated files are committed; write-email-templates.test.ts fails while one is out of date.
 *
 *   npm run email-templates
 */
import { writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  AUTH_EMAIL_TEMPLATE_KINDS,
  AUTH_NOTIFICATION_KINDS,
  authEmailTemplateHtml,
  authNotificationTemplateHtml,
} from "../supabase/functions/_shared/auth-email-copy.ts";

export const PROJECT_ROOT = resolve(import.meta.dirname, "..");
export const TEMPLATES_DIR = join(PROJECT_ROOT, "supabase", "templates");

/** Every template file: its path and the HTML it should hold. */
export function emailTemplateFiles(): Array<{ kind: string; path: string; html: string }> {
  const file = (kind: string, html: string) => ({ kind, path: join(TEMPLATES_DIR, `${kind}.html`), html });
  return [
    ...AUTH_EMAIL_TEMPLATE_KINDS.map((kind) => file(kind, authEmailTemplateHtml(kind))),
    ...AUTH_NOTIFICATION_KINDS.map((kind) => file(kind, authNotificationTemplateHtml(kind))),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { path, html } of emailTemplateFiles()) {
    writeFileSync(path, html);
    console.log(`wrote ${relative(PROJECT_ROOT, path)}`);
  }
}
