import { lazy, Suspense } from "react";

// Prerendered in full and hydrated as one island: the page copy and its sections arrive in a
// deferred chunk, so the JavaScript each solution page requests first stays under the 100 KB budget.
// The island imports its copy itself, keyed by slug.
const SolutionPageContent = lazy(() =>
  import("./solution-page-content").then((m) => ({ default: m.SolutionPageContent })),
);

export function SolutionPage({ slug }: { slug: string }) {
  return (
    <Suspense fallback={null}>
      <SolutionPageContent slug={slug} />
    </Suspense>
  );
}
