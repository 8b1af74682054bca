// Copy for /trust: what the website holds about you, where, for how long, and how to get it or have
// it erased. The periods are the scheduled deletion's own (../legal/retention.ts).
import { company } from "../company";
import type { LegalSection } from "../legal/types";
import { accountRetention, applicationRetention, leadRetention, securityReportRetention } from "../legal/retention";

export const trustCenter = {
  sections: [
    {
      heading: "What we collect and why",
      list: [
        "Contact messages and demo requests (name, work email, company, phone, service, message): to answer you and arrange a demonstration.",
        "Vulnerability reports (email, optional name, the report): to fix the issue and keep you told of progress.",
        "Accounts (email, password hash, optional name and avatar): to sign you in and send security notices.",
        "With each form submission, your IP address and browser user agent: to limit abuse and spam.",
        "Accessibility preferences stay in your browser. We run no analytics, advertising or tracking.",
      ],
    },
    {
      heading: "Where it is stored",
      paragraphs: [
        "Everything you send is stored in one PostgreSQL database in the United States. Row-level security in the database decides every read: only staff accounts with a second sign-in factor can see messages and reports, and nobody else, including other signed-in users.",
      ],
    },
    {
      heading: "Sub-processors",
      list: [
        "Supabase, Inc.: database, authentication, file storage and server functions (United States).",
        "Resend, Inc.: delivery of the emails the site sends (United States).",
        "Cloudflare, Inc.: hosting of the website's pages (global network).",
      ],
    },
    {
      heading: "Encryption",
      list: [
        "In transit: every connection uses HTTPS (TLS 1.2 or later), with HSTS.",
        "At rest: the database, its backups and stored files are encrypted with AES-256.",
        "Passwords are stored only as salted bcrypt hashes.",
      ],
    },
    {
      heading: "How long we keep it",
      list: [leadRetention, securityReportRetention, applicationRetention, accountRetention],
    },
    {
      heading: "Staff access",
      paragraphs: [
        "Staff actions on your data (status changes, resent emails, exports and erasures) are recorded in an audit trail that nobody, administrators included, can change or delete.",
      ],
    },
  ] satisfies LegalSection[],
  requestHeading: "Your data, on request",
  requestText: `Write to ${company.email} from the address you used. We will find everything held about it (messages, emails, reports and account) and, as you ask, send it to you as a JSON file or erase it everywhere, within 30 days.`,
  securityText: "Found a vulnerability? Report it under our",
  securityLink: "disclosure policy",
} as const;
