// Copy for /security: the vulnerability disclosure policy and its report form. The form's rules,
// limits and severity choices are the Edge Function's (@rules/security-report-validation.ts).
import { ACKNOWLEDGE_WITHIN_BUSINESS_DAYS } from "@rules/security-report-validation.ts";
import type { SecurityReportField } from "@rules/security-report-validation.ts";
import { company } from "../company";
import type { LegalSection } from "../legal/types";

export const securityPolicy = {
  sections: [
    {
      heading: "In scope",
      list: [
        "This website: every public page, sign-in and accounts, and its forms.",
        "The APIs and Edge Functions this website calls, and the emails it sends.",
        "Our managed security services' customer-facing portals, where you hold an account of your own.",
      ],
    },
    {
      heading: "Out of scope",
      list: [
        "Denial of service, load or spam testing, and automated scans that send large volumes of traffic.",
        "Social engineering or phishing of our staff, and physical attacks on our offices.",
        "Systems of our customers and of third parties, even when they use our services.",
        "Reports from automated tools without a working proof of concept, missing best-practice headers without an exploit, and self-XSS.",
      ],
    },
    {
      heading: "Safe harbour",
      paragraphs: [
        "If you make a good-faith effort to follow this policy, we consider your research authorised, will not pursue or support legal action against you, and will say so to anyone who does. Only access the data you need to show the problem, never keep, change or share other people's data, stop and tell us as soon as you reach data that is not yours, and give us time to fix the issue before telling anyone else.",
      ],
    },
    {
      heading: "What to include",
      list: [
        "The affected URL, endpoint or component, and the type of issue.",
        "Step-by-step instructions to reproduce it, with any proof-of-concept code, requests or screenshots.",
        "The impact as you see it, and how to reach you if we have questions.",
      ],
    },
    {
      heading: "How fast we respond",
      list: [
        `A person acknowledges your report within ${ACKNOWLEDGE_WITHIN_BUSINESS_DAYS} business days and tells you its triage within 5.`,
        "We aim to fix critical issues within 7 days, high within 30, medium within 90 and low within 180, and keep you told of progress.",
        "We do not pay bounties at present, but we credit reporters who want it once the fix is out.",
      ],
    },
    {
      heading: "Coordinated disclosure",
      paragraphs: [
        "Please keep the details private until we have released a fix, or for 90 days after your report, whichever comes first; if we need longer, we will explain why and agree a date with you. We publish an advisory for issues that affected customers.",
      ],
    },
  ] satisfies LegalSection[],
  formTitle: "Report a vulnerability",
  formIntro: `Reports go to our security team only. You can also email ${company.securityEmail}.`,
  labels: {
    email: "Your email",
    fullName: "Name or handle",
    title: "Title",
    affectedAsset: "Affected URL or asset",
    severity: "Severity (your estimate)",
    description: "Description and steps to reproduce",
  } satisfies Record<SecurityReportField, string>,
  placeholders: {
    email: "you@example.com",
    title: "XSS on /contact",
    affectedAsset: "/api/invoices",
    description: "What you found, how to reproduce it, and its impact.",
  },
  optional: "optional",
  submit: "Send Report",
  sending: "Sending...",
  referenceIntro: "Your reference is",
  referenceNote: "Quote it in any message about this report; we have emailed it to you too.",
  repeatNote: "We already had this report; its reference is in the email we sent you.",
} as const;
