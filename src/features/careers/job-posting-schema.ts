import { addDays, format, parseISO } from "date-fns";
import { company } from "~/content/company";
import type { JobPosting } from "~/content/careers/jobs";
import { JOB_OPENINGS, PAY_CURRENCY } from "@rules/job-openings.ts";

/** How long a posting stays valid for job search engines after it is published. */
export const POSTING_VALID_DAYS = 90;

/**
 * schema.org JobPosting, so the role can appear in job search engines, with the properties Google's
 * job posting documentation names: the employer's own base pay range (baseSalary, a MonetaryAmount
 * whose value is a QuantitativeValue per YEAR), and directApply, since the page's form applies.
 */
export function jobPostingSchema(job: JobPosting, pageUrl: string) {
  const { address } = company;
  const { pay } = JOB_OPENINGS[job.id];
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      section("Requirements", job.requirements),
      section("Responsibilities", job.responsibilities),
      section("Benefits", job.benefits),
    ].join(""),
    datePosted: job.postedDate,
    validThrough: format(addDays(parseISO(job.postedDate), POSTING_VALID_DAYS), "yyyy-MM-dd"),
    employmentType: "FULL_TIME",
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    hiringOrganization: { "@type": "Organization", name: company.name, sameAs: company.siteUrl },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.city,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: PAY_CURRENCY,
      value: { "@type": "QuantitativeValue", minValue: pay.min, maxValue: pay.max, unitText: "YEAR" },
    },
    directApply: true,
    experienceRequirements: job.experience,
    occupationalCategory: job.department,
    url: pageUrl,
  };
}

// Google renders the description as HTML, so the plain-text content is escaped into simple lists.
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const section = (heading: string, items: string[]) =>
  `<h3>${heading}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/**
 * JSON for an inline <script>: "<" is escaped so no text can close the script element early
 * (and "&" / line separators for the same reason in older parsers).
 */
export const serializeJsonLd = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
