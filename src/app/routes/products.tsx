import { ProductsOverviewPage } from "~/features/marketing/products-overview-page";
import { productsOverviewDescription } from "~/content/product-meta";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: brandTitle("Products"), description: productsOverviewDescription, path: "/products" });

export default function Route() {
  return <ProductsOverviewPage />;
}
