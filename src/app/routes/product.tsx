import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { ProductPage } from "~/features/marketing/product-page";
import { productOfferings } from "~/content/offerings";
import { brandTitle, pageMeta } from "~/lib/seo";

const bySlug = (pathname: string) => productOfferings.find((o) => pathname.endsWith(`/${o.slug}`));

export const meta = ({ location }: MetaArgs) => {
  const offering = bySlug(location.pathname);
  return pageMeta({
    title: brandTitle(offering?.name ?? "Products"),
    description: `${offering?.name}: ${offering?.summary}`,
    path: location.pathname,
  });
};

export default function Route() {
  const offering = bySlug(useLocation().pathname);
  return offering ? <ProductPage slug={offering.slug} /> : null;
}
