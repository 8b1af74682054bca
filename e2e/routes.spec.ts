import { company } from "../src/content/company";
import { publicPaths } from "../src/content/site/site-map";
import { expect, expectNoAxeViolations, screenshotBoth, setHighContrast, slug, test } from "./fixtures";

// Each test reads pages on its own: the workers share this file's tests out among them.
test.describe.configure({ mode: "parallel" });

const KNOWN_TITLES: Record<string, string> = {
  "/": `${company.name} | Next-Generation Security Operations`,
  "/about": "About Us",
  "/contact": "Contact Us",
  "/services": "Services",
  "/blog": "Blog",
};

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const path of publicPaths()) {
  test.describe(`route ${path}`, () => {
    test("is prerendered with its title, description and heading in the raw HTML", async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      expect(title.length).toBeGreaterThan(0);
      if (KNOWN_TITLES[path]) expect(title).toBe(KNOWN_TITLES[path]);
      else expect(title).toMatch(new RegExp(`^.+ \\| ${company.name}$`));
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<h1[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/);
    });

    test("has no axe violations in default and high-contrast modes, and is screenshotted", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectNoAxeViolations(page, "(default)");
      await screenshotBoth(page, slug(path));
      await setHighContrast(page, true);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      await expectNoAxeViolations(page, "(high contrast)");
    });
  });
}

test("unknown paths answer 404 with the 404 page, and the missing path is logged", async ({
  page,
  request,
  consoleWatch,
}) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Go Home");
  consoleWatch.allow(/404/);
  const logged: string[] = [];
  page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
  await page.goto("/no/such/page");
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  for (const href of ["/about", "/services", "/contact", "/blog"]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
  expect(logged.some((t) => t.includes("/no/such/page"))).toBe(true);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "404");
});

test("legal pages show today's date from the visitor's browser and the footer this year", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-03-09T12:00:00"));
  await page.goto("/terms");
  await expect(page.getByText("Last updated: March 9, 2031")).toBeVisible();
  await expect(page.locator("footer")).toContainText("© 2031");
});
