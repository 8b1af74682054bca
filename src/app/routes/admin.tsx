import { AdminPage } from "~/features/admin/admin-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Admin"),
    description: "SentinelForge administration.",
    path: "/admin",
    noindex: true,
  });

export default function Route() {
  return <AdminPage />;
}
