import { company } from "~/content/company";
import { robotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(robotsTxt(company.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
