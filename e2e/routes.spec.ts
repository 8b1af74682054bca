import { expect, expectNoAxeViolations, screenshotBoth, test } from "./fixtures";

// Every public page's own checks (prerendered HTML, axe, screenshots): pages.spec.ts. Here: what
// happens around the pages.

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
