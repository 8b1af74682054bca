// Auth email templates as the Supabase CLI reads them from config.toml:
//   [auth.email.template.confirmation]
//   subject = "…"
//   content_path = "./supabase/templates/confirmation.html"   # relative to the project root
// A kind without a section (or without one of the two keys) keeps GoTrue's default. Every template
// is compiled here, at start, so a syntax the local renderer does not support stops the stack.
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { AuthEmailKind, AuthEmailTemplate } from "../../context.ts";
import type { TomlTable } from "../../toml.ts";
import { htmlToText } from "./email-text.ts";
import { compileGoTemplate, type EmailTemplateData } from "./go-template.ts";

/** The auth emails that carry a link. */
export const AUTH_LINK_EMAIL_KINDS: readonly AuthEmailKind[] = [
  "confirmation",
  "recovery",
  "email_change",
  "magic_link",
  "invite",
];
/** Every auth email the local stack sends: the link emails plus reauthenticate()'s code. */
export const AUTH_EMAIL_KINDS: readonly AuthEmailKind[] = [...AUTH_LINK_EMAIL_KINDS, "reauthentication"];

const DEFAULT_ORIGIN = "GoTrue's default";

/** GoTrue's own wording, used where config.toml names no template (what the local stack always sent). */
function gotrueDefault(subject: string, heading: string, intro: string, action: string): AuthEmailTemplate {
  const html = `<h2>${heading}</h2>
<p>${intro}</p>
<p><a href="{{ .ConfirmationURL }}">${action}</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>
<p>If you did not request this, you can ignore this email.</p>
`;
  return { subject, html, origin: DEFAULT_ORIGIN };
}

export const GOTRUE_DEFAULT_TEMPLATES: Readonly<Record<AuthEmailKind, AuthEmailTemplate>> = {
  confirmation: gotrueDefault(
    "Confirm Your Signup",
    "Confirm your signup",
    "Follow this link to confirm your user:",
    "Confirm your mail",
  ),
  recovery: gotrueDefault(
    "Reset Your Password",
    "Reset Password",
    "Follow this link to reset the password for your user:",
    "Reset Password",
  ),
  email_change: gotrueDefault(
    "Confirm Email Change",
    "Confirm Change of Email",
    "Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:",
    "Change Email",
  ),
  magic_link: gotrueDefault("Your Magic Link", "Magic Link", "Follow this link to login:", "Log In"),
  invite: gotrueDefault(
    "You have been invited",
    "You have been invited",
    "You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:",
    "Accept the invite",
  ),
  // No link: the code itself is what reauthenticate() sends (GoTrue's defaultReauthenticateMail).
  reauthentication: {
    subject: "{{ .Token }} is your verification code",
    html: `<h2>Your verification code</h2>

<p>Use the code below to verify your identity. It expires shortly.</p>
<p>{{ .Token }}</p>`,
    origin: DEFAULT_ORIGIN,
  },
};

function tableAt(parent: TomlTable, path: string[]): TomlTable {
  let table = parent;
  for (const key of path) {
    const value = table[key];
    table = typeof value === "object" && !Array.isArray(value) ? value : {};
  }
  return table;
}

/** Reads and checks every `[auth.email.template.<kind>]`; throws naming the file on any problem. */
export function readAuthEmailTemplates(toml: TomlTable, projectRoot: string): Record<AuthEmailKind, AuthEmailTemplate> {
  const sections = tableAt(toml, ["auth", "email", "template"]);
  for (const kind of Object.keys(sections)) {
    if (!AUTH_EMAIL_KINDS.includes(kind as AuthEmailKind)) {
      throw new Error(`config.toml: [auth.email.template.${kind}] is not an auth email GoTrue sends`);
    }
  }
  const templates = {} as Record<AuthEmailKind, AuthEmailTemplate>;
  for (const kind of AUTH_EMAIL_KINDS) {
    const section = tableAt(sections, [kind]);
    const fallback = GOTRUE_DEFAULT_TEMPLATES[kind];
    const subject = typeof section.subject === "string" ? section.subject : fallback.subject;
    const contentPath = typeof section.content_path === "string" ? section.content_path : undefined;
    const file = contentPath && (isAbsolute(contentPath) ? contentPath : join(projectRoot, contentPath));
    const template: AuthEmailTemplate = file
      ? { subject, html: readTemplateFile(file, kind), origin: contentPath }
      : { ...fallback, subject };
    compileGoTemplate(template.subject, `[auth.email.template.${kind}] subject`);
    compileGoTemplate(template.html, template.origin);
    templates[kind] = template;
  }
  return templates;
}

function readTemplateFile(file: string, kind: AuthEmailKind): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`config.toml: [auth.email.template.${kind}] content_path ${file} cannot be read`, {
      cause: error,
    });
  }
}

export interface RenderedAuthEmail {
  subject: string;
  html: string;
  /** The plain-text part, derived from the rendered HTML. */
  text: string;
}

export function renderAuthEmail(template: AuthEmailTemplate, data: EmailTemplateData): RenderedAuthEmail {
  // Header-safe: a line break in a subject would start a new header.
  const subject = compileGoTemplate(template.subject, "subject")
    .render(data, "text")
    .replace(/[\r\n]+/g, " ");
  const html = compileGoTemplate(template.html, template.origin).render(data, "html");
  return { subject, html, text: htmlToText(html) };
}
