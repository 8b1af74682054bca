// The admin area's sections, each behind one staff permission of the access model
// (supabase/migrations/20261127000000_staff_access.sql). Which sections a staff member sees is
// decided here and only here: the database's staff_role_grants() answers for each permission
// (use-admin-sections.ts), and the tabs and the routes are both the granted sections. Plain data
// apart from the icons, so the browser suite lists the admin screens from it too. The database's policies still
// decide every read and write; a hidden tab only spares staff a screen that would be refused.
import {
  Briefcase,
  CalendarDays,
  FileSearch,
  Image,
  Inbox,
  Layers,
  ScrollText,
  ShieldAlert,
  Users,
  Webhook,
  type IconComponent,
} from "~/components/ui/icons";
import { ADMIN_DETAIL_SECTIONS } from "@rules/admin-links.ts";

export type StaffPermission =
  "leads" | "applications" | "site_content" | "staff" | "security_reports" | "audit" | "data_requests" | "integrations";

export interface AdminSection {
  /** The path under /admin ("" for /admin itself). */
  path: string;
  label: string;
  /** The tab's label on a phone. */
  short: string;
  icon: IconComponent;
  permission: StaffPermission;
}

/** Reps' availability and their agenda; the leads screen's upcoming demos link here. */
export const DEMO_SCHEDULING_SECTION = {
  path: "demos",
  label: "Demo scheduling",
  short: "Demos",
  icon: CalendarDays,
  permission: "leads",
} as const satisfies AdminSection;

export const ADMIN_SECTIONS = [
  { path: ADMIN_DETAIL_SECTIONS.leads.path, label: "Leads", short: "Leads", icon: Inbox, permission: "leads" },
  DEMO_SCHEDULING_SECTION,
  {
    path: ADMIN_DETAIL_SECTIONS.applications.path,
    label: "Job applications",
    short: "Applications",
    icon: Briefcase,
    permission: "applications",
  },
  { path: "logos", label: "Customer logos", short: "Logos", icon: Image, permission: "site_content" },
  { path: "how-it-works", label: "How it works", short: "How it works", icon: Layers, permission: "site_content" },
  {
    path: ADMIN_DETAIL_SECTIONS.securityReports.path,
    label: "Security reports",
    short: "Reports",
    icon: ShieldAlert,
    permission: "security_reports",
  },
  {
    path: "data-requests",
    label: "Data requests",
    short: "Data requests",
    icon: FileSearch,
    permission: "data_requests",
  },
  { path: "integrations", label: "Integrations", short: "Integrations", icon: Webhook, permission: "integrations" },
  { path: "audit", label: "Audit log", short: "Audit", icon: ScrollText, permission: "audit" },
  { path: "admins", label: "Admins", short: "Admins", icon: Users, permission: "staff" },
] as const satisfies readonly AdminSection[];

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]["path"];

export const adminPath = (section: Pick<AdminSection, "path">) => (section.path ? `/admin/${section.path}` : "/admin");

/** The sections a set of granted permissions opens, in the tabs' order. */
export const sectionsGranted = (granted: ReadonlySet<StaffPermission>) =>
  ADMIN_SECTIONS.filter((section) => granted.has(section.permission));
