import { lazy, Suspense } from "react";
import { Spinner } from "~/components/ui/spinner";
import { brandTitle, pageMeta } from "~/lib/seo";
import { APPLICATION_WITHDRAW_PATH } from "@rules/email-links.ts";

// Client-only screen (the email link's token is in the fragment, which only the browser sees),
// loaded on its own: its modules, its words included, stay out of what the public pages download.
const WithdrawPage = lazy(() =>
  import("~/features/careers/withdraw/withdraw-page").then((m) => ({ default: m.WithdrawPage })),
);

export const meta = () =>
  pageMeta({
    title: brandTitle("Withdraw Your Application"),
    description: "Withdraw the job application you sent SentinelForge, from the link in your confirmation email.",
    path: APPLICATION_WITHDRAW_PATH,
    noindex: true,
  });

export default function Route() {
  return (
    <Suspense fallback={<Spinner label="Loading your application" className="min-h-[60vh] py-32" />}>
      <WithdrawPage />
    </Suspense>
  );
}
