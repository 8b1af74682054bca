import { company } from "~/content/company";
import type { DepartmentOption } from "~/content/careers/departments";
import type { JobPosting } from "~/content/careers/jobs";
import { mailtoHref } from "~/lib/mailto";

export const applicationSubject = (job: Pick<JobPosting, "title">) => `Application for ${job.title}`;

export function applicationBody(job: Pick<JobPosting, "title">) {
  return [
    "Dear Hiring Team,",
    "",
    `I am interested in the ${job.title} position at ${company.name} and would like to apply.`,
    "Please find my resume attached. I would welcome the chance to discuss how I can contribute to your team.",
    "",
    "Best regards,",
  ].join("\n");
}

export const applicationMailto = (job: Pick<JobPosting, "title">) =>
  mailtoHref(company.hrEmail, { subject: applicationSubject(job), body: applicationBody(job) });

export const departmentInquirySubject = (department: Pick<DepartmentOption, "label">) => `${department.label} Inquiry`;

export function departmentInquiryMailto(department: Pick<DepartmentOption, "label">) {
  const body = [
    "Dear Hiring Team,",
    "",
    `I would like to be considered for future ${department.label.toLowerCase()} positions at ${company.name}.`,
    "Please find my resume attached.",
    "",
    "Best regards,",
  ].join("\n");
  return mailtoHref(company.hrEmail, { subject: departmentInquirySubject(department), body });
}
