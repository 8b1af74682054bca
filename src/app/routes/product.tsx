import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { ProductPage } from "~/features/marketing/product-page";
import { productOfferings } from "~/content/offerings";
import { productDescriptions } from "~/content/product-meta";
import { brandTitle, pageMeta } from "~/lib/seo";

// Names come from offerings.ts (already loaded with the header); the page copy loads with the page's island.
const bySlug = (pathname: string) => productOfferings.find((p) => pathname.endsWith(`/${p.slug}`));

export const meta = ({ location }: MetaArgs) => {
  const product = bySlug(location.pathname);
  return pageMeta({
    title: brandTitle(product?.name ?? "Products"),
    description: product ? productDescriptions[product.slug] : "",
    path: location.pathname,
  });
};

export default function Route() {
  const product = bySlug(useLocation().pathname);
  return product ? <ProductPage slug={product.slug} /> : null;
}
