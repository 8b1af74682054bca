import { useLocation } from "react-router";
import type { MetaArgs } from "react-router";
import { ProductPage } from "~/features/marketing/product-page";
import { productEntries } from "~/content/products/meta";
import { entryAt, entryMeta } from "~/lib/seo";

// The light entries (name and <head>); the page copy loads with the page's island.
export const meta = ({ location }: MetaArgs) => {
  const product = entryAt(productEntries, location.pathname);
  return product ? entryMeta(product) : [];
};

export default function Route() {
  const product = entryAt(productEntries, useLocation().pathname);
  return product ? <ProductPage slug={product.slug} /> : null;
}
