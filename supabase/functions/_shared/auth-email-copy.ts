// The wording of the auth emails GoTrue sends, in the frame of every other email
// (lead-emails-layout.ts). Hosted Supabase takes each template as a plain HTML file (no includes),
// so scripts/write-email-templates.ts renders them into supabase/templates/<kind>.html, the files
// supabase/config.toml names; `npm run email-templates` after any change here or in the layout.
//
// Copy is plain text. `{{ .Field }}` is a Go-template action GoTrue fills in when it sends (and
// escapes then): it goes into the file as it is; everything around it is HTML-escaped.

import { escapeHtml } from "./html-escape.ts";
import { actionButton, brandedEmailHtml, codeBlock, note, paragraph } from "./lead-emails-layout.ts";

/** The emails that carry a link (and never the code: the site has no field for one). */
export const AUTH_LINK_EMAIL_KINDS = ["confirmation", "recovery", "email_change", "magic_link", "invite"] as const;
export type AuthLinkEmailKind = (typeof AUTH_LINK_EMAIL_KINDS)[number];
/** The kinds of `[auth.email.template.<kind>]` in config.toml, one file each; reauthentication
 * carries only the code, which the reader types into the password form in /settings. */
export const AUTH_EMAIL_TEMPLATE_KINDS = [...AUTH_LINK_EMAIL_KINDS, "reauthentication"] as const;
export type AuthEmailTemplateKind = (typeof AUTH_EMAIL_TEMPLATE_KINDS)[number];

export interface AuthEmailCopy {
  /** The document title: the subject config.toml gives the email (write-email-templates.test.ts checks). */
  title: string;
  heading: string;
  /** The paragraph above the button. */
  intro: string;
  button: string;
  /** Why the reader got this email, after "Why you got this email:". */
  reason: string;
  /** Under the reason: what to do if the email was not expected. */
  ifUnexpected: string;
}

/** What every auth email says around its own copy. */
export const AUTH_EMAIL_COMMON = {
  /** Where the button and the written-out link go. */
  link: "{{ .ConfirmationURL }}",
  linkFallback: "Or copy this link into your browser:",
  expiry: "The link works once and expires in 1 hour.",
  /** Linked after the tagline under the card. */
  siteUrl: "{{ .SiteURL }}",
} as const;

export const AUTH_EMAIL_COPY: Readonly<Record<AuthLinkEmailKind, AuthEmailCopy>> = {
  confirmation: {
    title: "Confirm your SentinelForge account",
    heading: "Confirm your email address",
    intro: "Welcome to SentinelForge. Please confirm that {{ .Email }} is your email address to activate your account.",
    button: "Confirm my account",
    reason: "someone signed up for a SentinelForge account with {{ .Email }}.",
    ifUnexpected: "Didn't sign up? You can ignore this email: without a confirmation the account stays inactive.",
  },
  recovery: {
    title: "Reset your SentinelForge password",
    heading: "Reset your password",
    intro:
      "We received a request to reset the password of the SentinelForge account for {{ .Email }}. Choose a new password below.",
    button: "Choose a new password",
    reason: "someone asked to reset the password of the SentinelForge account registered with {{ .Email }}.",
    ifUnexpected: "Didn't ask for this? You can ignore this email: your password stays as it is.",
  },
  email_change: {
    title: "Confirm your new SentinelForge email address",
    heading: "Confirm your new email address",
    intro:
      "You asked to change the email address of your SentinelForge account from {{ .Email }} to {{ .NewEmail }}. Confirm the change below.",
    button: "Confirm the new address",
    reason:
      "someone asked to make {{ .NewEmail }} the email address of the SentinelForge account registered with {{ .Email }}.",
    ifUnexpected: "Didn't ask for this? You can ignore this email: the account keeps its current address.",
  },
  magic_link: {
    title: "Your SentinelForge sign-in link",
    heading: "Sign in to SentinelForge",
    intro: "Use the link below to sign in to your SentinelForge account as {{ .Email }}. No password needed.",
    button: "Sign in",
    reason: "someone asked for a sign-in link for the SentinelForge account registered with {{ .Email }}.",
    ifUnexpected: "Didn't ask for this? You can ignore this email: nobody signs in without this link.",
  },
  invite: {
    title: "You're invited to SentinelForge",
    heading: "Join the SentinelForge team",
    intro:
      "A SentinelForge admin invited you to work in the website's admin area with {{ .Email }}. Accept the invitation, choose a password, and you are in.",
    button: "Accept and choose a password",
    reason: "a SentinelForge admin invited {{ .Email }} to the team from the admin area.",
    ifUnexpected:
      "Not expecting this? You can ignore this email: nobody can use the account until the link is opened, and the admin who sent it can withdraw it.",
  },
};

/** The reauthentication email: a code instead of a link (GoTrue fills {{ .Token }}). */
export const REAUTHENTICATION_COPY = {
  title: "Your SentinelForge verification code",
  heading: "Confirm it's you",
  intro:
    "Enter this code in SentinelForge to confirm it's you before changing the password of the account for {{ .Email }}.",
  code: "{{ .Token }}",
  /** otp_expiry in config.toml is 3600 seconds (write-email-templates.test.ts checks). */
  expiry: "The code works once and expires in 1 hour. Never share it with anyone.",
  reason: "someone signed in to the SentinelForge account registered with {{ .Email }} asked for a verification code.",
  ifUnexpected:
    "Didn't ask for this? You can ignore this email: nothing changes without the code. Consider changing your password.",
} as const;

/**
 * The security notifications GoTrue sends after a change ([auth.email.notification.<kind>] in
 * config.toml): no link to confirm anything, only what changed, a way to the account's security
 * settings, and what to do if it was not the reader.
 */
export const AUTH_NOTIFICATION_KINDS = [
  "password_changed",
  "email_changed",
  "mfa_factor_enrolled",
  "mfa_factor_unenrolled",
] as const;
export type AuthNotificationKind = (typeof AUTH_NOTIFICATION_KINDS)[number];

export interface AuthNotificationCopy {
  /** The document title: the subject config.toml gives the email (write-email-templates.test.ts checks). */
  title: string;
  heading: string;
  /** What changed. */
  intro: string;
  reason: string;
  /** What to do if the reader did not make the change. */
  ifNotYou: string;
}

/** What every notification says around its own copy. */
export const AUTH_NOTIFICATION_COMMON = {
  /** The button: the account's password, email and two-factor settings. */
  settingsLink: "{{ .SiteURL }}/settings",
  settingsButton: "Review your security settings",
  settingsFallback: "Or copy this link into your browser:",
  /** Under every notification's own advice: where to tell the company (its contact page). */
  contact: "Please also tell us through {{ .SiteURL }}/contact so we can help secure your account.",
} as const;

const NOT_YOU_SIGN_IN =
  "Wasn't you? Sign in, change your password in your security settings and review your two-factor methods.";

export const AUTH_NOTIFICATION_COPY: Readonly<Record<AuthNotificationKind, AuthNotificationCopy>> = {
  password_changed: {
    title: "Your SentinelForge password was changed",
    heading: "Your password was changed",
    intro:
      "The password of the SentinelForge account for {{ .Email }} was just changed. Other devices were signed out.",
    reason: "the password of the SentinelForge account registered with {{ .Email }} changed.",
    ifNotYou: `Wasn't you? Choose a new password at once with "Forgot your password?" at {{ .SiteURL }}/auth, then review your two-factor methods.`,
  },
  email_changed: {
    title: "Your SentinelForge email address was changed",
    heading: "Your email address was changed",
    intro:
      "The email address of your SentinelForge account was changed from {{ .OldEmail }} to {{ .Email }}. Emails about the account now go to the new address.",
    reason: "this address, {{ .OldEmail }}, was the email address of a SentinelForge account until now.",
    ifNotYou: "Wasn't you? Someone else may control your account: this address can no longer sign in to it.",
  },
  mfa_factor_enrolled: {
    title: "Two-factor method added to your SentinelForge account",
    heading: "A two-factor method was added",
    intro:
      "A new two-factor method ({{ .FactorType }}) was added to the SentinelForge account for {{ .Email }}. Signing in now asks for its code.",
    reason: "a two-factor method was added to the SentinelForge account registered with {{ .Email }}.",
    ifNotYou: NOT_YOU_SIGN_IN,
  },
  mfa_factor_unenrolled: {
    title: "Two-factor method removed from your SentinelForge account",
    heading: "A two-factor method was removed",
    intro:
      "A two-factor method ({{ .FactorType }}) was removed from the SentinelForge account for {{ .Email }}. Signing in no longer asks for its code.",
    reason: "a two-factor method was removed from the SentinelForge account registered with {{ .Email }}.",
    ifNotYou: NOT_YOU_SIGN_IN,
  },
};

export const GO_TEMPLATE_ACTION = /\{\{[\s\S]*?\}\}/g;

/** Plain text as HTML, its Go-template actions left as they are. */
export function goTemplateHtml(text: string): string {
  let html = "";
  let end = 0;
  for (const match of text.matchAll(GO_TEMPLATE_ACTION)) {
    html += escapeHtml(text.slice(end, match.index)) + match[0];
    end = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(end));
}

/** An auth email in the common frame: its copy's title, heading and reason, its own content and footer note (plain text). */
function authEmailHtml(
  copy: { title: string; heading: string; reason: string },
  content: string[],
  footerNote: string,
): string {
  const html = goTemplateHtml;
  return brandedEmailHtml({
    title: copy.title,
    heading: copy.heading,
    contentHtml: content.join("\n"),
    reasonHtml: html(copy.reason),
    footerNoteHtml: html(footerNote),
    siteUrlHtml: html(AUTH_EMAIL_COMMON.siteUrl),
  });
}

/** The file supabase/templates/<kind>.html holds. */
export function authEmailTemplateHtml(kind: AuthEmailTemplateKind): string {
  const html = goTemplateHtml;
  if (kind === "reauthentication") {
    const copy = REAUTHENTICATION_COPY;
    return authEmailHtml(
      copy,
      [paragraph(html(copy.intro), "0 0 24px"), codeBlock(html(copy.code)), note(html(copy.expiry))],
      copy.ifUnexpected,
    );
  }
  const copy = AUTH_EMAIL_COPY[kind];
  return authEmailHtml(
    copy,
    [
      paragraph(html(copy.intro), "0 0 24px"),
      actionButton(html(AUTH_EMAIL_COMMON.link), html(copy.button), html(AUTH_EMAIL_COMMON.linkFallback)),
      note(html(AUTH_EMAIL_COMMON.expiry)),
    ],
    copy.ifUnexpected,
  );
}

/** The file supabase/templates/<kind>.html holds for a security notification. */
export function authNotificationTemplateHtml(kind: AuthNotificationKind): string {
  const html = goTemplateHtml;
  const copy = AUTH_NOTIFICATION_COPY[kind];
  const common = AUTH_NOTIFICATION_COMMON;
  return authEmailHtml(
    copy,
    [
      paragraph(html(copy.intro), "0 0 24px"),
      actionButton(html(common.settingsLink), html(common.settingsButton), html(common.settingsFallback)),
    ],
    `${copy.ifNotYou} ${common.contact}`,
  );
}
