import { lazy, Suspense } from "react";
import { AdminRoute } from "~/components/route-guards";
import { Spinner } from "~/components/ui/spinner";
import { brandTitle, pageMeta } from "~/lib/seo";

// Client-only screen, loaded on its own: its modules stay out of the route manifest that every
// public page downloads.
const AdminPage = lazy(() => import("~/features/admin/admin-page").then((m) => ({ default: m.AdminPage })));

export const meta = () =>
  pageMeta({
    title: brandTitle("Admin"),
    description:
      "SentinelForge administration: leads, demo scheduling, home page content, security reports, data requests, integrations, the audit log and admins.",
    path: "/admin",
    noindex: true,
  });

export default function Route() {
  return (
    <AdminRoute>
      <Suspense fallback={<Spinner label="Loading the admin area" className="min-h-[60vh] py-32" />}>
        <AdminPage />
      </Suspense>
    </AdminRoute>
  );
}
