import { lazy, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner";
import { brandTitle, pageMeta } from "~/lib/seo";

// Client-only screen, loaded on its own: its modules stay out of the route manifest that every
// public page downloads.
const ProfilePage = lazy(() => import("~/features/account/profile-page").then((m) => ({ default: m.ProfilePage })));

export const meta = () =>
  pageMeta({
    title: brandTitle("Your Profile"),
    description: "Your SentinelForge profile.",
    path: "/profile",
    noindex: true,
  });

export default function Route() {
  return (
    <Suspense fallback={<Spinner label="Loading your profile" className="min-h-[60vh] py-32" />}>
      <ProfilePage />
    </Suspense>
  );
}
