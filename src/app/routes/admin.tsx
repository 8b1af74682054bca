import { AdminRoute } from "~/components/route-guards";
import { AdminPage } from "~/features/admin/admin-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Admin"),
    description: "SentinelForge administration: leads, home page content and admins.",
    path: "/admin",
    noindex: true,
  });

export default function Route() {
  return (
    <AdminRoute>
      <AdminPage />
    </AdminRoute>
  );
}
