import { lazy, Suspense } from "react";

// Prerendered in full and hydrated as one island: the page copy and its sections arrive in a
// deferred chunk, so the JavaScript /solutions requests first stays under the 100 KB budget.
const SolutionsOverviewPageContent = lazy(() =>
  import("./solutions-overview-page-content").then((m) => ({ default: m.SolutionsOverviewPageContent })),
);

export function SolutionsOverviewPage() {
  return (
    <Suspense fallback={null}>
      <SolutionsOverviewPageContent />
    </Suspense>
  );
}
