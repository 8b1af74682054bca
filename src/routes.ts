import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { departments } from "./content/careers/departments";
import { jobIndex, jobPath } from "./content/careers/job-index";
import { productIndex, productPath } from "./content/products";
import { solutionIndex, solutionPath } from "./content/solutions";
import { LEGACY_SECURITY_TXT_PATH, SECURITY_TXT_PATH } from "./lib/security-txt";
// By path, not @rules/: React Router loads the route table without the build's import aliases.
// eslint-disable-next-line boundaries/no-path-into-supabase -- see above
import { ACCEPT_INVITE_PATH } from "../supabase/functions/_rules/staff-invitations.ts";
// eslint-disable-next-line boundaries/no-path-into-supabase -- see above
import { APPLICATION_WITHDRAW_PATH, DEMO_BOOKING_PATH } from "../supabase/functions/_rules/email-links.ts";

const r = (path: string) => path.replace(/^\//, "");

/**
 * Screens rendered only in the browser (account, admin, the pages of the demo and job application
 * email links, whose token is in the fragment): not prerendered nor in the sitemap; the site server
 * (with X-Robots-Tag: noindex) and the static host's rules answer their paths with the SPA shell,
 * __spa-fallback.html.
 */
export const clientOnlyRoutes = [
  route("profile", "app/routes/profile.tsx"),
  route("settings", "app/routes/settings.tsx"),
  route("admin/*", "app/routes/admin.tsx"),
  route(r(DEMO_BOOKING_PATH), "app/routes/demo-booking.tsx"),
  route(r(APPLICATION_WITHDRAW_PATH), "app/routes/careers-withdraw.tsx"),
];

/** The URL patterns of the client-only screens, "/*" for a splat: ["/profile", …, "/admin", "/admin/*"]. */
export const clientOnlyUrlPatterns = clientOnlyRoutes.flatMap(({ path }) =>
  path!.endsWith("/*") ? [`/${path!.slice(0, -2)}`, `/${path}`] : [`/${path}`],
);

/** Whether a path (without a trailing slash) is one of the client-only screens. */
export const isClientOnlyPath = (pathname: string) =>
  clientOnlyUrlPatterns.some((pattern) =>
    pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  );

/**
 * Addresses that answer 301 to another: the site server and the static host's _redirects take them
 * from here. /security.txt is where RFC 9116 lets a reader look second.
 */
export const permanentRedirects: ReadonlyMap<string, string> = new Map([[LEGACY_SECURITY_TXT_PATH, SECURITY_TXT_PATH]]);

export default [
  index("app/routes/home.tsx"),
  route("about", "app/routes/about.tsx"),
  route("services", "app/routes/services.tsx"),
  route("blog", "app/routes/blog.tsx"),
  route("solutions", "app/routes/solutions.tsx"),
  ...solutionIndex.map((o) => route(r(solutionPath(o.slug)), "app/routes/solution.tsx", { id: `solution-${o.slug}` })),
  route("products", "app/routes/products.tsx"),
  ...productIndex.map((o) => route(r(productPath(o.slug)), "app/routes/product.tsx", { id: `product-${o.slug}` })),
  route("careers", "app/routes/careers.tsx"),
  ...departments.map((d) => route(r(d.path), "app/routes/department.tsx", { id: `department-${d.value}` })),
  ...jobIndex.map((j) => route(r(jobPath(j)), "app/routes/job.tsx", { id: `job-${j.id}` })),
  route("contact", "app/routes/contact.tsx"),
  route("privacy", "app/routes/privacy.tsx"),
  route("terms", "app/routes/terms.tsx"),
  route("cookie-policy", "app/routes/cookie-policy.tsx"),
  route("accessibility", "app/routes/accessibility.tsx"),
  route("security", "app/routes/security.tsx"),
  route("trust", "app/routes/trust.tsx"),
  route("auth", "app/routes/auth.tsx"),
  route("auth/reset-password", "app/routes/reset-password.tsx"),
  route(r(ACCEPT_INVITE_PATH), "app/routes/accept-invite.tsx"),
  ...clientOnlyRoutes,
  route("sitemap.xml", "app/routes/sitemap.ts"),
  route("robots.txt", "app/routes/robots.ts"),
  // Also prerendered at /__not-found: the page the server sends, with status 404, for unknown paths.
  route("*", "app/routes/not-found.tsx"),
] satisfies RouteConfig;
