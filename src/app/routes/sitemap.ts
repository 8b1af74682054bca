import { execFileSync } from "node:child_process";
import { company } from "~/content/company";
import { jobs, jobPath } from "~/content/jobs";
import { publicPaths } from "~/content/site-map";
import { sitemapXml } from "~/lib/sitemap";

// Where each section's words come from, so lastmod is the date that content last changed.
const SOURCES: Array<[prefix: string, files: string[]]> = [
  [
    "/solutions",
    ["src/features/marketing", "src/content/solutions.ts", "src/content/solution-meta.ts", "src/content/offerings.ts"],
  ],
  [
    "/products",
    ["src/features/marketing", "src/content/products.ts", "src/content/product-meta.ts", "src/content/offerings.ts"],
  ],
  ["/services", ["src/features/marketing", "src/content/services.ts", "src/content/services-meta.ts"]],
  [
    "/careers",
    [
      "src/features/careers",
      "src/content/jobs.ts",
      "src/content/job-index.ts",
      "src/content/departments.ts",
      "src/content/careers.ts",
      "src/content/careers-hero.ts",
      "src/content/department-intros.ts",
    ],
  ],
  ["/contact", ["src/features/contact", "src/content/company.ts"]],
  ["/about", ["src/features/company/about-page.tsx", "src/content/about.ts"]],
  ["/blog", ["src/features/company/blog-page.tsx"]],
  ["/privacy", ["src/content/legal"]],
  ["/terms", ["src/content/legal"]],
  ["/cookie-policy", ["src/content/legal"]],
  [
    "/",
    [
      "src/features/home",
      "src/content/home.ts",
      "src/content/home-hero.ts",
      "src/content/hero-headlines.ts",
      "src/content/demo-form.ts",
    ],
  ],
];

function lastCommitDate(files: string[]): string | undefined {
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...files], { encoding: "utf8" }).trim();
    return out || undefined;
  } catch {
    return undefined; // Not a git checkout: better no lastmod than an invented one.
  }
}

export function loader() {
  const jobDates = new Map(jobs.map((j) => [jobPath(j), j.postedDate.slice(0, 10)]));
  const entries = publicPaths().map((path) => {
    const files = SOURCES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? [];
    return { path, lastmod: jobDates.get(path) ?? lastCommitDate(files) };
  });
  return new Response(sitemapXml(entries, company.siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
