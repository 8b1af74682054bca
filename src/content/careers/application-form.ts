// The words of the application form on each job page: loaded with the form. Its toasts and the
// messages beside its fields are the rules' (@rules/job-applications.ts), which the function answers
// with too; the spec's mail link ('Application for {title}') stays beside the form.
import { CV_MAX_BYTES, CV_TYPES } from "@rules/job-applications.ts";

const cvTypes = Object.values(CV_TYPES);

export const applicationForm = {
  heading: "Apply for this role",
  intro: "Send us your CV and a few details; it takes about two minutes. We reply to every application.",
  labels: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone (optional)",
    profileUrl: "LinkedIn or portfolio link (optional)",
    cv: "CV",
    coverNote: "Cover note (optional)",
  },
  placeholders: {
    fullName: "Jane Smith",
    email: "jane@example.com",
    phone: "+1 617 555 0123",
    coverNote: "A few lines on why this role, and what you would bring to it.",
  },
  /** Under the field rather than as its placeholder: a phone's narrow field would cut the example off. */
  profileUrlHint: "The full address, e.g. https://www.linkedin.com/in/you",
  noCv: "No file chosen yet.",
  /** "PDF or Word (.docx), up to 5 MB." */
  cvHint: `${cvTypes.map((type) => type.label).join(" or ")}, up to ${CV_MAX_BYTES / 1024 / 1024} MB.`,
  consent: {
    before: "I agree that SentinelForge's HR team may use my application and CV to consider me for this role, as the",
    link: "privacy notice",
    after: "explains.",
    href: "/privacy",
  },
  newTab: "(opens in a new tab)",
  submit: "Send application",
  sending: "Sending...",
  /** The spec's mail link, as the other way to apply. */
  byEmail: { before: "or", link: "apply by email" },
} as const;
