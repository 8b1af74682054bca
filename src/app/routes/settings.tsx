import { lazy, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner";
import { brandTitle, pageMeta } from "~/lib/seo";

// Client-only screen, loaded on its own: its modules stay out of the route manifest that every
// public page downloads.
const SettingsPage = lazy(() => import("~/features/account/settings-page").then((m) => ({ default: m.SettingsPage })));

export const meta = () =>
  pageMeta({
    title: brandTitle("Settings"),
    description: "Your SentinelForge account settings.",
    path: "/settings",
    noindex: true,
  });

export default function Route() {
  return (
    <Suspense fallback={<Spinner label="Loading your settings" className="min-h-[60vh] py-32" />}>
      <SettingsPage />
    </Suspense>
  );
}
