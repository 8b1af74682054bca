import type { ReactElement } from "react";
import { Navigate, Route, Routes } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { QueryProvider } from "~/lib/query-client";
import { describeError } from "./admin-errors";
import { AdminCodeOwed, AdminFactorRequired, AdminSessionEnded } from "./admin-access";
import { AdminMfaBanner } from "./admin-mfa-banner";
import { AdminNav } from "./admin-nav";
import { adminPath, type AdminSectionPath } from "./admin-sections";
import { useAdminAccess } from "./use-admin-access";
import { useAdminSections } from "./use-admin-sections";
import { AdminsScreen } from "./admins/admins-screen";
import { ApplicationsScreen } from "./applications/applications-screen";
import { AuditLogScreen } from "./audit/audit-log-screen";
import { CUSTOMER_LOGOS, HOW_IT_WORKS_IMAGES } from "./content/content-kinds";
import { ContentScreen } from "./content/content-screen";
import { DataRequestsScreen } from "./data-requests/data-requests-screen";
import { DemoSchedulingScreen } from "./demos/demo-scheduling-screen";
import { LeadsScreen } from "./leads/leads-screen";
import { useNewLeadAlerts } from "./leads/new-lead-alerts";
import { SecurityReportsScreen } from "./security-reports/security-reports-screen";
import { WebhooksScreen } from "./webhooks/webhooks-screen";

/** Each section's screen; the type makes every section of admin-sections.ts have one. */
const SCREENS: Record<AdminSectionPath, ReactElement> = {
  "": <LeadsScreen />,
  demos: <DemoSchedulingScreen />,
  applications: <ApplicationsScreen />,
  logos: <ContentScreen key="logos" kind={CUSTOMER_LOGOS} />,
  "how-it-works": <ContentScreen key="how-it-works" kind={HOW_IT_WORKS_IMAGES} />,
  "security-reports": <SecurityReportsScreen />,
  "data-requests": <DataRequestsScreen />,
  integrations: <WebhooksScreen />,
  audit: <AuditLogScreen />,
  admins: <AdminsScreen />,
};

/** The admin area: one banner with the section tabs, each section a descendant route of /admin/*. */
export function AdminPage() {
  return (
    <QueryProvider>
      <AdminArea />
    </QueryProvider>
  );
}

function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry(): void }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-sm hc-border">
      <p className="font-semibold text-destructive">{title}</p>
      <p className="mt-1 text-foreground">{describeError(error)}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function AdminArea() {
  const sections = useAdminSections();
  const access = useAdminAccess();
  // No section renders until the session is known to reach the data: row-level security would
  // answer a session that owes its code with nothing, which the screens would call "no leads".
  const open = access.data?.state === "open" ? access.data : null;
  useNewLeadAlerts(Boolean(open && sections.data?.some((section) => section.permission === "leads")));
  let body;
  if (sections.isPending || access.isPending) body = <Spinner label="Loading the admin area" />;
  else if (access.isError)
    body = <LoadFailed title="Could not check your sign-in." error={access.error} retry={() => access.refetch()} />;
  else if (access.data.state === "ended") body = <AdminSessionEnded />;
  else if (access.data.state === "code") body = <AdminCodeOwed />;
  else if (access.data.state === "factor") body = <AdminFactorRequired />;
  else if (sections.isError)
    body = (
      <LoadFailed
        title="Could not load your sections of the admin area."
        error={sections.error}
        retry={() => sections.refetch()}
      />
    );
  else if (sections.data.length === 0)
    body = (
      <p role="status" className="text-foreground">
        Your staff role opens no section of the admin area yet. Ask an admin for the access you need.
      </p>
    );
  else
    body = (
      <Routes>
        {sections.data.map((section) =>
          section.path === "" ? (
            <Route key="index" index element={SCREENS[section.path]} />
          ) : (
            <Route key={section.path} path={section.path} element={SCREENS[section.path]} />
          ),
        )}
        <Route path="*" element={<Navigate to={adminPath(sections.data[0])} replace />} />
      </Routes>
    );
  return (
    <>
      {/* On a phone the banner is the title and the tabs alone, so the first lead shows without scrolling. */}
      <div className="relative overflow-hidden bg-navy-deep pt-20 text-white sm:pt-24 md:pt-28">
        <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-30" />
        <div className="container relative">
          <p className="hidden text-sm font-semibold uppercase tracking-wider text-accent sm:block">Admin</p>
          <h1 className="text-2xl font-bold tracking-tight sm:mt-2 sm:text-3xl md:text-4xl">Administration</h1>
          <p className="mt-2 hidden max-w-2xl text-navy-foreground sm:block">
            Leads and demo scheduling, job applications, the home page's content, security reports, data requests, the
            CRM's webhooks, the audit log, and who else can work here.
          </p>
          {/* The tabs' row keeps its height while the sections load, so the page below does not move. */}
          {open && sections.data?.length ? (
            <AdminNav sections={sections.data} />
          ) : (
            <div className="mt-4 min-h-11 sm:mt-6 md:mt-8" />
          )}
        </div>
      </div>
      <div className="container py-5 sm:py-8 md:py-10">
        {open?.needsFactor && <AdminMfaBanner />}
        {body}
      </div>
    </>
  );
}
