import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { ProductPage } from "~/features/marketing/product-page";
import { productPages } from "~/content/products";
import { brandTitle, pageMeta } from "~/lib/seo";

const bySlug = (pathname: string) => productPages.find((p) => pathname.endsWith(`/${p.slug}`));

export const meta = ({ location }: MetaArgs) => {
  const product = bySlug(location.pathname);
  return pageMeta({
    title: brandTitle(product?.name ?? "Products"),
    description: product?.metaDescription ?? "",
    path: location.pathname,
  });
};

export default function Route() {
  const product = bySlug(useLocation().pathname);
  return product ? <ProductPage slug={product.slug} /> : null;
}
