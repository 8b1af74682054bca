import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildStackConfig, configuredSender, readConfigToml } from "../../config.ts";
import { SUPABASE_DIR } from "../../db/db.ts";
import { DEFAULT_SENDER } from "../../inbox/mailer.ts";
import { parseToml } from "../../toml.ts";
import {
  AUTH_EMAIL_KINDS,
  AUTH_LINK_EMAIL_KINDS,
  AUTH_NOTIFICATION_KINDS,
  GOTRUE_DEFAULT_NOTIFICATIONS,
  GOTRUE_DEFAULT_TEMPLATES,
  readAuthEmailNotifications,
  readAuthEmailTemplates,
  renderAuthEmail,
} from "./email-templates.ts";
import type { EmailTemplateData } from "./go-template.ts";

const PROJECT_ROOT = join(SUPABASE_DIR, "..");

const data: EmailTemplateData = {
  SiteURL: "http://127.0.0.1:8080",
  ConfirmationURL: "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://127.0.0.1:8080/",
  Token: "482913",
  TokenHash: "abc",
  RedirectTo: "http://127.0.0.1:8080/",
  Email: "ada@example.com",
  NewEmail: "ada@new.example.com",
  Data: {},
};

/** A project folder holding only `files` (paths relative to it). */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "email-templates-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe("auth email templates from config.toml", () => {
  const toml = readConfigToml(SUPABASE_DIR);
  const templates = readAuthEmailTemplates(toml, PROJECT_ROOT);

  it.each(AUTH_EMAIL_KINDS)("[auth.email.template.%s] names a branded file in supabase/templates/", (kind) => {
    expect(templates[kind].origin).toBe(`./supabase/templates/${kind}.html`);
    expect(templates[kind].subject).toMatch(/SentinelForge/);
    expect(templates[kind].html).toMatch(/>\s*SentinelForge\s*<\/td>/);
  });

  it.each(AUTH_LINK_EMAIL_KINDS)("the %s email carries the link", (kind) => {
    expect(templates[kind].html).toContain('href="{{ .ConfirmationURL }}"');
  });

  it("the reauthentication email shows the code (for the field in /settings) and no link", () => {
    const email = renderAuthEmail(templates.reauthentication, data);
    expect(email.subject).toBe("Your SentinelForge verification code");
    expect(email.html).toContain(`>${data.Token}</p>`);
    expect(email.text).toContain(`\n${data.Token}\n`);
    expect(email.text).toContain("expires in 1 hour");
    expect(email.html).not.toContain(data.ConfirmationURL);
  });

  it.each(AUTH_LINK_EMAIL_KINDS)("the %s email shows no code: the site has no field for one", (kind) => {
    expect(templates[kind].html).not.toMatch(/\{\{\s*\.Token\s*\}\}/);
    const rendered = renderAuthEmail(templates[kind], data);
    expect(`${rendered.html}\n${rendered.text}`).not.toContain(data.Token);
  });

  it("renders the subject, the HTML and a plain-text part that carries the link", () => {
    const email = renderAuthEmail(templates.confirmation, data);
    expect(email.subject).toBe("Confirm your SentinelForge account");
    expect(email.html).toMatch(/>\s*SentinelForge\s*<\/td>/);
    expect(email.text).toMatch(/^SentinelForge\n/);
    expect(email.text).toContain(`Confirm my account: ${data.ConfirmationURL}\n`);
    expect(email.text).toContain(
      "Why you got this email: someone signed up for a SentinelForge account with ada@example.com.",
    );
  });

  it("addresses the email change to the new address and names both", () => {
    const email = renderAuthEmail(templates.email_change, data);
    expect(email.text).toContain("from ada@example.com to ada@new.example.com");
  });

  it("keeps GoTrue's default subject and wording for a kind config.toml does not configure", () => {
    const defaults = readAuthEmailTemplates(parseToml(""), PROJECT_ROOT);
    expect(defaults).toEqual(GOTRUE_DEFAULT_TEMPLATES);
    const email = renderAuthEmail(defaults.recovery, data);
    expect(email.subject).toBe("Reset Your Password");
    expect(email.text).toContain("Follow this link to reset the password for your user:");
    expect(email.text).toContain("Alternatively, enter the code: 482913");
  });

  it("takes a subject without a file, and a file without a subject", () => {
    const root = project({ "mail/recovery.html": '<a href="{{ .ConfirmationURL }}">Reset</a>' });
    const toml = parseToml(`
[auth.email.template.confirmation]
subject = "Welcome {{ .Email }}"
[auth.email.template.recovery]
content_path = "./mail/recovery.html"
`);
    const configured = readAuthEmailTemplates(toml, root);
    expect(renderAuthEmail(configured.confirmation, data).subject).toBe("Welcome ada@example.com");
    expect(configured.confirmation.html).toBe(GOTRUE_DEFAULT_TEMPLATES.confirmation.html);
    expect(configured.recovery.subject).toBe("Reset Your Password");
    expect(renderAuthEmail(configured.recovery, data).text).toBe(`Reset: ${data.ConfirmationURL}\n`);
  });

  it("stops the stack at start on a template it cannot render, naming the file and line", () => {
    const root = project({ "supabase/templates/recovery.html": "<p>\n{{ if .Token }}{{ .Token }}{{ end }}</p>" });
    const toml = parseToml(`
[auth.email.template.recovery]
content_path = "./supabase/templates/recovery.html"
`);
    const addresses = {
      projectRoot: root,
      apiUrl: "http://127.0.0.1:1",
      inboxUrl: "http://127.0.0.1:2",
      ports: { api: 1, inbox: 2, smtp: 3 },
    };
    expect(() => buildStackConfig(toml, addresses)).toThrow(
      /\.\/supabase\/templates\/recovery\.html:2: unsupported template action "\{\{ if \.Token \}\}"/,
    );
  });

  it("refuses a missing file and an email kind GoTrue does not send", () => {
    expect(() =>
      readAuthEmailTemplates(parseToml('[auth.email.template.invite]\ncontent_path = "./nope.html"'), project({})),
    ).toThrow(/\[auth\.email\.template\.invite\] content_path .*nope\.html cannot be read/);
    expect(() =>
      readAuthEmailTemplates(parseToml('[auth.email.template.confirm]\nsubject = "x"'), PROJECT_ROOT),
    ).toThrow(/\[auth\.email\.template\.confirm\] is not an auth email GoTrue sends/);
  });

  it("keeps every security notification off, with GoTrue's subject and body, unless a section enables it", () => {
    const defaults = readAuthEmailNotifications(parseToml(""), PROJECT_ROOT);
    for (const kind of AUTH_NOTIFICATION_KINDS) {
      expect(defaults[kind]).toEqual({ ...GOTRUE_DEFAULT_NOTIFICATIONS[kind], enabled: false });
    }
    expect(defaults.email_changed.subject).toBe("Your email address was changed");
    const on = readAuthEmailNotifications(
      parseToml('[auth.email.notification.mfa_factor_enrolled]\nenabled = true\nsubject = "Added: {{ .FactorType }}"'),
      PROJECT_ROOT,
    );
    expect(on.mfa_factor_enrolled).toMatchObject({ enabled: true, subject: "Added: {{ .FactorType }}" });
    const rendered = renderAuthEmail(on.mfa_factor_enrolled, { ...data, FactorType: "totp" });
    expect([rendered.subject, rendered.text]).toEqual([
      "Added: totp",
      expect.stringContaining("Sign-in verification method totp was added to your account."),
    ]);
    expect(on.password_changed.enabled).toBe(false);
  });

  it("refuses a notification GoTrue does not send and an `enabled` that is not true or false", () => {
    expect(() =>
      readAuthEmailNotifications(parseToml("[auth.email.notification.password_reset]\nenabled = true"), PROJECT_ROOT),
    ).toThrow(/\[auth\.email\.notification\.password_reset\] is not a notification GoTrue sends/);
    expect(() =>
      readAuthEmailNotifications(parseToml('[auth.email.notification.email_changed]\nenabled = "yes"'), PROJECT_ROOT),
    ).toThrow(/\[auth\.email\.notification\.email_changed\] enabled must be true or false/);
  });

  it("sends from config.toml's [inbucket] sender_name and admin_email", () => {
    const config = buildStackConfig(toml, {
      projectRoot: PROJECT_ROOT,
      apiUrl: "http://127.0.0.1:1",
      inboxUrl: "http://127.0.0.1:2",
      ports: { api: 1, inbox: 2, smtp: 3 },
    });
    expect(config.mailFrom).toBe("SentinelForge <no-reply@example.com>");
    expect(configuredSender(parseToml('[inbucket]\nadmin_email = "auth@example.com"'))).toBe("auth@example.com");
    expect(configuredSender(parseToml(""))).toBe(DEFAULT_SENDER);
  });
});
