import { lazy, Suspense } from "react";

// Prerendered in full and hydrated as one island: the page copy and its sections arrive in a
// deferred chunk, so the JavaScript /products requests first stays under the 100 KB budget.
const ProductsOverviewPageContent = lazy(() =>
  import("./products-overview-page-content").then((m) => ({ default: m.ProductsOverviewPageContent })),
);

export function ProductsOverviewPage() {
  return (
    <Suspense fallback={null}>
      <ProductsOverviewPageContent />
    </Suspense>
  );
}
