import { Navigate, Route, Routes } from "react-router";
import { QueryProvider } from "~/lib/query-client";
import { AdminMfaBanner } from "./admin-mfa-banner";
import { AdminNav } from "./admin-nav";
import { AdminsScreen } from "./admins/admins-screen";
import { CUSTOMER_LOGOS, HOW_IT_WORKS_IMAGES } from "./content/content-kinds";
import { ContentScreen } from "./content/content-screen";
import { LeadsScreen } from "./leads/leads-screen";

/** The admin area: one banner with the section tabs, each section a descendant route of /admin/*. */
export function AdminPage() {
  return (
    <QueryProvider>
      <div className="relative overflow-hidden bg-navy-deep pt-24 text-white md:pt-28">
        <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-30" />
        <div className="container relative">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">Admin</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">Administration</h1>
          <p className="mt-2 max-w-2xl text-navy-foreground">
            Leads, the home page's content, and who else can work here.
          </p>
          <AdminNav />
        </div>
      </div>
      <div className="container py-8 md:py-10">
        <AdminMfaBanner />
        <Routes>
          <Route index element={<LeadsScreen />} />
          <Route path="logos" element={<ContentScreen key="logos" kind={CUSTOMER_LOGOS} />} />
          <Route path="how-it-works" element={<ContentScreen key="how-it-works" kind={HOW_IT_WORKS_IMAGES} />} />
          <Route path="admins" element={<AdminsScreen />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </div>
    </QueryProvider>
  );
}
