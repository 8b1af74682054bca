import { lazy, Suspense } from "react";

// Prerendered in full and hydrated as one island: the page copy and its sections arrive in a
// deferred chunk, so the JavaScript /services requests first stays under the 100 KB budget.
const ServicesPageContent = lazy(() =>
  import("./services-page-content").then((m) => ({ default: m.ServicesPageContent })),
);

export function ServicesPage() {
  return (
    <Suspense fallback={null}>
      <ServicesPageContent />
    </Suspense>
  );
}
