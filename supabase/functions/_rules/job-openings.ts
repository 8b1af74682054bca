// The open positions (spec section 3) as everything but their long texts needs them: the slug,
// the title and the yearly pay range. The job pages (their index, pay and JSON-LD), the application
// form and submit-application import them from here. Import-free on purpose: a job page's first
// JavaScript carries this module, never the form's rules. Runtime-neutral.

/**
 * The yearly base pay range in US dollars (EU Pay Transparency Directive; Google's JobPosting
 * baseSalary). src/content/careers/job-index.ts takes each job's title from here.
 */
export const JOB_OPENINGS = {
  "sales-manager": { title: "Sales Manager", pay: { min: 115_000, max: 145_000 } },
  "assistant-administrative": { title: "Assistant Administrative", pay: { min: 52_000, max: 62_000 } },
  secretary: { title: "Secretary", pay: { min: 48_000, max: 58_000 } },
  "cyber-security-engineer": { title: "Cyber Security Engineer", pay: { min: 135_000, max: 170_000 } },
  "junior-secops-specialist": { title: "Junior SecOps Specialist", pay: { min: 72_000, max: 88_000 } },
  "cloud-security-engineer": { title: "Cloud Security Engineer", pay: { min: 145_000, max: 180_000 } },
} as const satisfies Record<string, { title: string; pay: { min: number; max: number } }>;
export type JobOpeningId = keyof typeof JOB_OPENINGS;
/** Pay is stated per year, in this currency (ISO 4217). */
export const PAY_CURRENCY = "USD";

export const isJobOpeningId = (value: string): value is JobOpeningId => Object.hasOwn(JOB_OPENINGS, value);
