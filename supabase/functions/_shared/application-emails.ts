// The two emails about a job application, queued with it (submit_application()):
//   notification     to HR_INBOX: who applied for what, linked to the admin area; never the CV,
//                    which stays in its private bucket for staff who may open it
//   acknowledgement  to the candidate: received, what happens next, how long we keep it, and
//                    the signed link that withdraws it at once

import { BRAND } from "@rules/brand.ts";
import { adminSubmissionUrl } from "@rules/admin-links.ts";
import { type Application, CV_TYPES, type CvType, JOB_OPENINGS } from "@rules/job-applications.ts";
import { RETENTION } from "@rules/retention.ts";
import { cleanSingleLine } from "@rules/text-cleaning.ts";
import { escapeHtml, escapeHtmlMultiline } from "./html-escape.ts";
import type { EmailAddress, MailSettings, OutgoingEmail } from "./lead-emails.ts";
import { actionButton, brandedEmailHtml, brandedEmailText, note, paragraph } from "./lead-emails-layout.ts";

export interface ReceivedApplication {
  id: string;
  application: Application;
  cv: { type: CvType; size: number };
  /** The signed link that withdraws it, when SITE_URL and EMAIL_LINK_SECRET are set. */
  withdrawLink: string | null;
}

export const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function rows({ application, cv }: ReceivedApplication) {
  return [
    { label: "Position", value: JOB_OPENINGS[application.jobId].title },
    { label: "Name", value: application.fullName },
    { label: "Email", value: application.email },
    { label: "Phone", value: application.phone },
    { label: "Profile", value: application.profileUrl },
    { label: "CV", value: `${CV_TYPES[cv.type].label}, ${sizeLabel(cv.size)} (in the admin area)` },
    { label: "Cover note", value: application.coverNote, multiline: true },
  ];
}

function notification(received: ReceivedApplication, mail: MailSettings) {
  const title = JOB_OPENINGS[received.application.jobId].title;
  const heading = `New application: ${title}`;
  const link = mail.siteUrl ? adminSubmissionUrl(mail.siteUrl, "application", received.id) : null;
  const reason = `${mail.hrInbox.address} is the HR inbox of the ${BRAND.name} website's job application form. Reply to answer the candidate directly.`;
  const lines = rows(received).map((row) =>
    row.multiline ? `${row.label}:\n${row.value || "-"}` : `${row.label}: ${row.value || "-"}`,
  );
  const table = rows(received)
    .map((row) => {
      const value = row.multiline ? escapeHtmlMultiline(row.value) : escapeHtml(row.value);
      return `<tr><th align="left" valign="top" style="padding:8px 16px 8px 0;font-weight:600;">${escapeHtml(row.label)}</th><td style="padding:8px 0;">${value || "-"}</td></tr>`;
    })
    .join("\n");
  return {
    heading,
    text: brandedEmailText(heading, `${link ? `Open in the admin area: ${link}\n\n` : ""}${lines.join("\n")}`, reason),
    html: brandedEmailHtml({
      heading,
      contentHtml: `${link ? actionButton(escapeHtml(link), "Open in the admin area", "Or paste this address into your browser:") : ""}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${table}</table>`,
      reasonHtml: escapeHtml(reason),
    }),
  };
}

function acknowledgement(received: ReceivedApplication) {
  const title = JOB_OPENINGS[received.application.jobId].title;
  const heading = `We received your application for ${title}`;
  const name = received.application.fullName;
  const { months } = RETENTION.applications;
  const keep = `We keep your application and CV for ${months} months after the last step in our hiring process, then delete them.`;
  const lines = [
    `Hello ${name},`,
    `Thank you for applying to ${BRAND.name}. Our team reads every application; if your experience fits the role, we'll contact you about next steps.`,
    keep,
  ];
  const reason = `this address was entered in a job application on the ${BRAND.name} website. If that wasn't you, reply and we'll delete it.`;
  const withdrawText = received.withdrawLink
    ? `Changed your mind? Withdraw your application (it and your CV are deleted at once): ${received.withdrawLink}`
    : "Changed your mind? Reply to this email and we'll withdraw and delete your application.";
  const signature = `The ${BRAND.name} team`;
  return {
    heading,
    text: brandedEmailText(heading, [...lines, withdrawText, signature].join("\n\n"), reason),
    html: brandedEmailHtml({
      heading,
      contentHtml: [
        ...lines.map((line) => paragraph(escapeHtml(line))),
        received.withdrawLink
          ? note(
              `Changed your mind? <a href="${escapeHtml(received.withdrawLink)}">Withdraw your application</a>; it and your CV are deleted at once.`,
              "0 0 16px",
            )
          : note("Changed your mind? Reply to this email and we'll withdraw and delete your application.", "0 0 16px"),
        paragraph(escapeHtml(signature), "0"),
      ].join("\n"),
      reasonHtml: escapeHtml(reason),
    }),
  };
}

export function buildApplicationEmails(received: ReceivedApplication, mail: MailSettings) {
  const name = cleanSingleLine(received.application.fullName);
  const candidate: EmailAddress = name
    ? { name, address: received.application.email }
    : { address: received.application.email };
  const toHr = notification(received, mail);
  const toCandidate = acknowledgement(received);
  const notificationEmail: OutgoingEmail = {
    from: mail.from,
    to: mail.hrInbox,
    replyTo: candidate,
    subject: `${toHr.heading} from ${name}`,
    text: toHr.text,
    html: toHr.html,
  };
  const acknowledgementEmail: OutgoingEmail = {
    from: mail.from,
    to: candidate,
    replyTo: mail.hrInbox,
    subject: toCandidate.heading,
    text: toCandidate.text,
    html: toCandidate.html,
  };
  return { notification: notificationEmail, acknowledgement: acknowledgementEmail };
}
