// Auth email templates as the Supabase CLI reads them from config.toml:
//   [auth.email.template.confirmation]
//   subject = "…"
//   content_path = "./supabase/templates/confirmation.html"   # relative to the project root
// A kind without a section (or without one of the two keys) keeps GoTrue's default. Every template
// is compiled here, at start, so a syntax the local renderer does not support stops the stack.
// The security notifications are read the same way from `[auth.email.notification.<kind>]`, which
// adds `enabled` (off unless true, as in the CLI and GoTrue).
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type {
  AuthEmailKind,
  AuthEmailTemplate,
  AuthNotificationKind,
  AuthNotificationTemplate,
} from "../../context.ts";
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

/** Every `[auth.email.notification.<kind>]` the CLI accepts. */
export const AUTH_NOTIFICATION_KINDS: readonly AuthNotificationKind[] = [
  "password_changed",
  "email_changed",
  "phone_changed",
  "identity_linked",
  "identity_unlinked",
  "mfa_factor_enrolled",
  "mfa_factor_unenrolled",
];

/** GoTrue's default notification (templatemailer.go): a heading, what changed, and whom to tell. */
function gotrueNotification(subject: string, heading: string, what: string, ifNotYou: string): AuthEmailTemplate {
  const html = `<h2>${heading}</h2>

<p>${what}</p>
<p>If you didn't make this change, ${ifNotYou} immediately.</p>
`;
  return { subject, html, origin: DEFAULT_ORIGIN };
}

const CONTACT_SUPPORT = "contact support";

export const GOTRUE_DEFAULT_NOTIFICATIONS: Readonly<Record<AuthNotificationKind, AuthEmailTemplate>> = {
  password_changed: gotrueNotification(
    "Your password was changed",
    "Your password was changed",
    "The password for your account was recently changed.",
    `reset your password and ${CONTACT_SUPPORT}`,
  ),
  email_changed: gotrueNotification(
    "Your email address was changed",
    "Your email address was changed",
    "The email address for your account was changed from {{ .OldEmail }} to {{ .Email }}.",
    CONTACT_SUPPORT,
  ),
  phone_changed: gotrueNotification(
    "Your phone number was changed",
    "Your phone number was changed",
    "The phone number for your account was changed from {{ .OldPhone }} to {{ .Phone }}.",
    CONTACT_SUPPORT,
  ),
  identity_linked: gotrueNotification(
    "A new sign-in method was linked to your account",
    "A new sign-in method was linked",
    "Your {{ .Provider }} account was linked as a new sign-in method for {{ .Email }}.",
    CONTACT_SUPPORT,
  ),
  identity_unlinked: gotrueNotification(
    "A sign-in method was removed from your account",
    "A sign-in method was removed",
    "Your {{ .Provider }} account was removed as a sign-in method for {{ .Email }}.",
    CONTACT_SUPPORT,
  ),
  mfa_factor_enrolled: gotrueNotification(
    "A new verification method was added to your account",
    "A new verification method was added",
    "Sign-in verification method {{ .FactorType }} was added to your account.",
    CONTACT_SUPPORT,
  ),
  mfa_factor_unenrolled: gotrueNotification(
    "A verification method was removed from your account",
    "A verification method was removed",
    "Sign-in verification method {{ .FactorType }} was removed from your account.",
    CONTACT_SUPPORT,
  ),
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
  const sections = sectionsOf(toml, "template", AUTH_EMAIL_KINDS, "an auth email GoTrue sends");
  const templates = {} as Record<AuthEmailKind, AuthEmailTemplate>;
  for (const kind of AUTH_EMAIL_KINDS) {
    templates[kind] = readTemplate(
      tableAt(sections, [kind]),
      GOTRUE_DEFAULT_TEMPLATES[kind],
      projectRoot,
      `[auth.email.template.${kind}]`,
    );
  }
  return templates;
}

/** Reads and checks every `[auth.email.notification.<kind>]`, as readAuthEmailTemplates does the templates. */
export function readAuthEmailNotifications(
  toml: TomlTable,
  projectRoot: string,
): Record<AuthNotificationKind, AuthNotificationTemplate> {
  const sections = sectionsOf(toml, "notification", AUTH_NOTIFICATION_KINDS, "a notification GoTrue sends");
  const notifications = {} as Record<AuthNotificationKind, AuthNotificationTemplate>;
  for (const kind of AUTH_NOTIFICATION_KINDS) {
    const section = tableAt(sections, [kind]);
    const label = `[auth.email.notification.${kind}]`;
    if (section.enabled !== undefined && typeof section.enabled !== "boolean") {
      throw new Error(`config.toml: ${label} enabled must be true or false`);
    }
    const template = readTemplate(section, GOTRUE_DEFAULT_NOTIFICATIONS[kind], projectRoot, label);
    notifications[kind] = { ...template, enabled: section.enabled === true };
  }
  return notifications;
}

function sectionsOf(toml: TomlTable, name: string, kinds: readonly string[], what: string): TomlTable {
  const sections = tableAt(toml, ["auth", "email", name]);
  for (const kind of Object.keys(sections)) {
    if (!kinds.includes(kind)) throw new Error(`config.toml: [auth.email.${name}.${kind}] is not ${what}`);
  }
  return sections;
}

/** One section's subject and content_path over GoTrue's default, compiled now. */
function readTemplate(
  section: TomlTable,
  fallback: AuthEmailTemplate,
  projectRoot: string,
  label: string,
): AuthEmailTemplate {
  const subject = typeof section.subject === "string" ? section.subject : fallback.subject;
  const contentPath = typeof section.content_path === "string" ? section.content_path : undefined;
  const file = contentPath && (isAbsolute(contentPath) ? contentPath : join(projectRoot, contentPath));
  const template: AuthEmailTemplate = file
    ? { subject, html: readTemplateFile(file, label), origin: contentPath }
    : { ...fallback, subject };
  compileGoTemplate(template.subject, `${label} subject`);
  compileGoTemplate(template.html, template.origin);
  return template;
}

function readTemplateFile(file: string, label: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`config.toml: ${label} content_path ${file} cannot be read`, {
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
