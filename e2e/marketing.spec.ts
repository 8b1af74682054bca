import type { Page } from "@playwright/test";
import { navGroups } from "../src/content/site/navigation";
import { productPath } from "../src/content/products";
import { productsOverview, productPages } from "../src/content/products/copy";
import { productEntries } from "../src/content/products/meta";
import { productsOverviewEntry } from "../src/content/products/overview-meta";
import { servicesPage } from "../src/content/services/copy";
import { servicesEntry } from "../src/content/services/meta";
import { solutionPath } from "../src/content/solutions";
import { solutionsOverview, solutionPages } from "../src/content/solutions/copy";
import { solutionEntries } from "../src/content/solutions/meta";
import { solutionsOverviewEntry } from "../src/content/solutions/overview-meta";
import { VIEWPORTS, expect, expectNoAxeViolations, screenshotBoth, test } from "./fixtures";

// Each test reads pages on its own: the workers share this file's tests out among them.
test.describe.configure({ mode: "parallel" });

/** Every marketing page with the h1 a visitor should land on. */
const headlines: Record<string, string> = {
  "/services": servicesPage.title,
  "/solutions": solutionsOverview.title,
  "/products": productsOverview.title,
  ...Object.fromEntries(solutionPages.map((s) => [solutionPath(s.slug), s.headline])),
  ...Object.fromEntries(productPages.map((p) => [productPath(p.slug), p.headline])),
};

/** Every marketing page with its own meta description. */
const descriptions: Record<string, string> = Object.fromEntries(
  [servicesEntry, solutionsOverviewEntry, productsOverviewEntry, ...solutionEntries, ...productEntries].map((entry) => [
    entry.path,
    entry.description,
  ]),
);

/** The header's dropdown targets: each group's pages, then its overview. */
const dropdownTargets = navGroups.flatMap((group) =>
  [...group.links, group.overview].map((link) => ({ group: group.label, label: link.label, href: link.href })),
);

/** Journeys start on a marketing page: the header and footer are the same on every page. */
const START = "/services";

async function expectLandedOn(page: Page, href: string) {
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headlines[href]);
}

test.describe("desktop (1440 px)", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  // axe and the screenshots of each of these pages: pages.spec.ts, which loads every route.
  test("every solution and product page is reachable from the header dropdowns", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(START);
    for (const target of dropdownTargets) {
      const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: target.group });
      await trigger.click();
      const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
      await panel.getByRole("link", { name: target.label }).click();
      await expectLandedOn(page, target.href);
    }
  });

  test("/services is reachable from the footer, passes axe and is screenshotted", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
    await expectLandedOn(page, "/services");
    await expectNoAxeViolations(page, "(/services, desktop)");
    await screenshotBoth(page, "services");
  });
});

test.describe("mobile (390 px)", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("every solution and product page is reachable from the mobile menu", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(START);
    for (const target of dropdownTargets) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("link", { name: target.label, exact: true }).click();
      await expect(menu).toBeHidden();
      await expectLandedOn(page, target.href);
    }
  });
});

test("a solution or product page's call to action opens the contact form with that service selected", async ({
  page,
}) => {
  const service = page.getByRole("combobox", { name: "Service of interest" });
  await page.goto(solutionPath("cloud-security"));
  await page.getByRole("link", { name: "Get Started with Cloud Security" }).click();
  await expect(page).toHaveURL(/\/contact\?service=cloud-security$/);
  await expect(service).toHaveValue("cloud security");

  const aiOps = productPages.find((p) => p.slug === "ai-security-operations")!;
  await page.goto(productPath(aiOps.slug));
  await page.getByRole("link", { name: aiOps.closing.actionLabel }).click();
  await expect(page).toHaveURL(/\/contact\?service=ai-powered-threat-hunting$/);
  await expect(service).toHaveValue("ai powered threat hunting");

  // A page none of the four services covers leads to the plain form.
  const datacenter = productPages.find((p) => p.slug === "datacenter-solutions")!;
  await page.goto(productPath(datacenter.slug));
  await page.getByRole("link", { name: datacenter.closing.actionLabel }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeEditable();
  await expect(service).toHaveValue("");
});

test("each page's copy, meta description and calls to action are in its prerendered HTML", async ({ request }) => {
  for (const [path, headline] of Object.entries(headlines)) {
    const html = (await (await request.get(path)).text()).replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
    expect(html, path).toContain(headline);
    expect(html, path).toContain(`<meta name="description" content="${descriptions[path]}"/>`);
    if (path.startsWith("/solutions/")) {
      for (const label of ["Get Started", "Schedule Demo", "Contact Us Today"]) expect(html, path).toContain(label);
    }
  }
});
