import type { PageEntry } from "../site/page-entry";
import type { DepartmentOption } from "./departments";

// Each department page's hero introduction, apart from copy.ts so the page's first JavaScript
// stays light: only its lazily loaded sections import copy.ts.
export const departmentIntros: Readonly<Record<DepartmentOption["value"], string>> = {
  sales:
    "Our sales team turns complex security challenges into clear plans. You will sell services that genuinely protect people, backed by the analysts who deliver them.",
  administration:
    "Our administration team keeps the company running so our analysts can focus on clients. You will be trusted with people, schedules and confidential information every day.",
  technical:
    "Our technical team runs detection and response for enterprises around the clock. You will work with modern tooling, real incidents and colleagues who love to share what they know.",
};

/** A department's page as <head> sees it: with the intro, which its route loads anyway. */
export const departmentEntry = (dept: DepartmentOption): PageEntry => ({
  path: dept.path,
  title: `${dept.label} Careers`,
  description: `Open ${dept.label.toLowerCase()} positions at SentinelForge, with benefits and what you will do.`,
});
