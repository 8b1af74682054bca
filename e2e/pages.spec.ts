// Every public page, checked in one visit: the prerendered HTML, axe-core in default and
// high-contrast modes, WCAG 2.2 AA beyond axe (wcag-checks.ts), the layout at 390 and 1440 px in
// normal and larger text (layout-checks.ts), and the screenshots. One page load per mode the
// checks need (normal, larger text, high contrast) instead of one per check: the browser suite's
// largest share of time is these pages, so they are loaded as few times as the checks allow.
import { company } from "../src/content/company";
import { publicPaths } from "../src/content/site/site-map";
import { expect, expectNoAxeViolations, screenshotBoth, setHighContrast, slug, test } from "./fixtures";
import { expectSoundLayoutAt, setTextSize } from "./layout-checks";
import { expectWcag, helpOnHome, helpPlacement } from "./wcag-checks";

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
  test(`route ${path}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = slug(path);

    await test.step("prerendered with its title, description and heading in the raw HTML", async () => {
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

    const viewport = page.viewportSize();
    const help = await helpOnHome(page);
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();

    await test.step("no axe violations, screenshots", async () => {
      await expectNoAxeViolations(page, "(default)");
      await screenshotBoth(page, name);
    });

    await test.step("WCAG 2.2 AA beyond axe", async () => {
      expect(await helpPlacement(page), "help links in the same place as on the home page").toEqual(help);
      await expectWcag(page, path);
    });

    await test.step("layout in normal text", () => expectSoundLayoutAt(page, name, "normal"));

    await test.step("layout in larger text, screenshots", async () => {
      await setTextSize(page, "larger");
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-font-size", "larger");
      await expectSoundLayoutAt(page, name, "larger");
      await screenshotBoth(page, `${name}-larger`);
    });

    await test.step("no axe violations in high-contrast mode", async () => {
      // In the viewport the default mode was checked in, which the layout checks changed.
      if (viewport) await page.setViewportSize(viewport);
      await setTextSize(page, "normal");
      await setHighContrast(page, true);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      await expectNoAxeViolations(page, "(high contrast)");
    });
  });
}
