import { company } from "~/content/company";
import { publicPages } from "~/content/site/site-map";
import { sitemapXml } from "~/lib/sitemap";

// Every public page with the day its words last changed, as its domain's meta.ts gives it.
export function loader() {
  const entries = publicPages().map(({ path, updated }) => ({ path, lastmod: updated }));
  return new Response(sitemapXml(entries, company.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
