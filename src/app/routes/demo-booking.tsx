import { lazy, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner";
import { brandTitle, pageMeta } from "~/lib/seo";

// Client-only screen (the email links' token is in the fragment, which only the browser sees),
// loaded on its own: its modules, its words included, stay out of the route manifest that every
// public page downloads.
const ManageDemoPage = lazy(() =>
  import("~/features/demo-booking-manage/manage-demo-page").then((m) => ({ default: m.ManageDemoPage })),
);

export const meta = () =>
  pageMeta({
    title: brandTitle("Your Demo Booking"),
    description: "Cancel or move the demo you booked with SentinelForge, from the link in your confirmation email.",
    path: "/demo-booking",
    noindex: true,
  });

export default function Route() {
  return (
    <Suspense fallback={<Spinner label="Loading your demo booking" className="min-h-[60vh] py-32" />}>
      <ManageDemoPage />
    </Suspense>
  );
}
