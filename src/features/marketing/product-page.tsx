import { lazy, Suspense } from "react";

// Prerendered in full and hydrated as one island: the page copy and its sections arrive in a
// deferred chunk, so the JavaScript each product page requests first stays under the 100 KB budget.
// The island imports its copy itself, keyed by slug.
const ProductPageContent = lazy(() =>
  import("./product-page-content").then((m) => ({ default: m.ProductPageContent })),
);

export function ProductPage({ slug }: { slug: string }) {
  return (
    <Suspense fallback={null}>
      <ProductPageContent slug={slug} />
    </Suspense>
  );
}
