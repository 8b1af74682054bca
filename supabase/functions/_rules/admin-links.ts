// Where staff open one submission in the admin area. The sales and security emails link there;
// the admin screens read the same query parameter to open it. Runtime-neutral, like every file here.

/** The admin area's sections that open a submission from a link (paths under /admin). */
export const ADMIN_DETAIL_SECTIONS = {
  leads: { path: "", param: "lead" },
  securityReports: { path: "security-reports", param: "report" },
  applications: { path: "applications", param: "application" },
} as const;

export type LinkedSubmissionKind = "contact" | "demo" | "security" | "application";

/** The leads screen's parameter names the kind too: contact messages and demo requests are two tables. */
export const leadDetailValue = (kind: "contact" | "demo", id: string) => `${kind}-${id}`;

/** The lead a leads-screen parameter names, or undefined for anything else. */
export function parseLeadDetailValue(value = ""): { kind: "contact" | "demo"; id: string } | undefined {
  const dash = value.indexOf("-");
  const kind = value.slice(0, dash);
  return kind === "contact" || kind === "demo" ? { kind, id: value.slice(dash + 1) } : undefined;
}

/** The admin area's path (with its query) that opens one submission: `/admin?lead=demo-<id>`. */
export function adminSubmissionPath(kind: LinkedSubmissionKind, id: string): string {
  if (kind === "security" || kind === "application") {
    const { path, param } = ADMIN_DETAIL_SECTIONS[kind === "security" ? "securityReports" : "applications"];
    return `/admin/${path}?${param}=${encodeURIComponent(id)}`;
  }
  const { path, param } = ADMIN_DETAIL_SECTIONS.leads;
  const value = leadDetailValue(kind, id);
  return `/admin${path ? `/${path}` : ""}?${param}=${encodeURIComponent(value)}`;
}

/** The admin area's address of one submission, from the site's public origin (`https://host`, no path). */
export const adminSubmissionUrl = (siteOrigin: string, kind: LinkedSubmissionKind, id: string): string =>
  `${siteOrigin}${adminSubmissionPath(kind, id)}`;
