import { describe, expect, it } from "vitest";
import routes, { clientOnlyRoutes } from "~/routes";
import { generatedFiles, prerenderPaths, publicPages, unindexedPrerenderPaths } from "~/content/site/site-map";

// Routes that are no public page: the screens rendered in the browser only, and the 404 catch-all.
const NOT_PAGES = [...clientOnlyRoutes.map((route) => `/${route.path}`), "/*"];

describe("the site map", () => {
  it("lists every public page once, with the day its words last changed", () => {
    const paths = publicPages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of publicPages()) expect(page.updated, page.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has every route of the route table that is a public page: a new page's domain lists it in pages.ts", () => {
    const listed = new Set([...publicPages().map((page) => page.path), ...unindexedPrerenderPaths, ...generatedFiles]);
    const routePaths = routes.map((route) => (route.index ? "/" : `/${route.path}`));
    expect(routePaths.filter((path) => !listed.has(path) && !NOT_PAGES.includes(path))).toEqual([]);
  });

  it("neither prerenders nor lists in the sitemap a screen rendered in the browser only (account, admin, email links)", () => {
    const prerendered = prerenderPaths();
    for (const { path } of clientOnlyRoutes) expect(prerendered, path).not.toContain(`/${path}`);
  });
});
