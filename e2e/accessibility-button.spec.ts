// The accessibility button never covers the page: on a phone it sits in the header's row (where
// content only passes under the header itself), on a wide screen it floats in the page's margin.
// Checked with bounding boxes at every scroll position, in normal and larger text.
import type { Page } from "@playwright/test";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, setHighContrast, signIn, slug, test, VIEWPORTS } from "./fixtures";
import { animationsDone, nextFrames, settle } from "./settle";

const button = (page: Page) => page.getByRole("button", { name: "Accessibility options" });

/**
 * What the button covers at the current scroll position: every visible text run and interactive
 * control whose box meets the button's. Content under the fixed header counts only for the part
 * below the header, since the header hides the rest anyway (the button in the header's row adds
 * nothing to that); the header's own links and buttons count in full.
 */
function coveredByButton(page: Page) {
  return page.evaluate(() => {
    const trigger = document.querySelector<HTMLElement>('button[aria-label="Accessibility options"]');
    if (!trigger) return ["no accessibility button"];
    const b = trigger.getBoundingClientRect();
    const header = document.querySelector("header");
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest("[role=dialog], .sr-only");
    const hits: string[] = [];
    const check = (rect: DOMRect, el: Element, what: string) => {
      if (rect.width < 2 || rect.height < 2) return; // visually hidden text and the like
      const top = header?.contains(el) ? rect.top : Math.max(rect.top, headerBottom);
      const meets = rect.left < b.right && b.left < rect.right && top < b.bottom && b.top < rect.bottom;
      if (meets) hits.push(`${what} at ${Math.round(rect.left)},${Math.round(rect.top)}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || trigger.contains(parent) || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) check(rect, parent, `text "${node.textContent.trim().slice(0, 40)}"`);
    }
    const controls = "a[href], button, input, select, textarea, summary, [role=switch], [role=tab], [tabindex]";
    for (const el of document.querySelectorAll(controls)) {
      if (el === trigger || el.matches('[tabindex="-1"]') || !shown(el)) continue;
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
      check(el.getBoundingClientRect(), el, `${el.tagName.toLowerCase()} "${name}"`);
    }
    return hits;
  });
}

/** Scrolls from top to bottom in steps of half a screen, collecting what the button covers. */
async function scrollAndCheck(page: Page, name: string) {
  await expect(button(page)).toBeVisible();
  const problems: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; ; y = Math.min(y + step, height)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await nextFrames(page); // the header's colour change on scroll
    for (const hit of await coveredByButton(page)) problems.push(`${name} scrolled to ${y}: ${hit}`);
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  await animationsDone(page); // the header's colour, for the screenshots that follow
  return problems;
}

async function setTextSize(page: Page, size: "normal" | "larger") {
  await page.evaluate((value) => localStorage.setItem("accessibility-font-size", value), size);
  await page.reload();
}

const PAGES = ["/", "/contact", "/about", "/solutions/next-generation-siem-soc"];
/** Phone, tablet (both: in the header), laptops (a tab on the left edge), wide (floating). */
const WIDTHS = [390, 768, 1024, 1280, 1366, 1440];

for (const width of WIDTHS) {
  test.describe(`the accessibility button at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });
    for (const path of PAGES) {
      test(`covers no text or control on ${path}, in normal and larger text`, async ({ page }) => {
        await page.goto(path);
        const problems = await scrollAndCheck(page, `${path} (normal text)`);
        await setTextSize(page, "larger");
        problems.push(...(await scrollAndCheck(page, `${path} (larger text)`)));
        expect(problems).toEqual([]);
        const header = await page.evaluate(() => document.querySelector("header .container")!.scrollWidth);
        expect(header, "the header's row fits the screen").toBeLessThanOrEqual(width);
        await page.screenshot({ path: `e2e/screenshots/a11y-button-${slug(path)}-larger-${width}.png` });
      });
    }
  });
}

test.describe("the accessibility button on a phone", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("covers no 'Shown' switch or other control in the admin area", async ({ page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    for (const path of ["/admin/logos", "/admin/how-it-works"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settle(page);
      expect(await scrollAndCheck(page, path)).toEqual([]);
    }
    await expect(page.getByRole("switch").first()).toBeVisible();
    await page.screenshot({ path: "e2e/screenshots/a11y-button-admin-how-it-works-mobile.png" });
  });

  test("sits in the header beside the menu button, over the hero and on white, and opens the panel", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Accessibility options" })).toBeVisible();
    await page.screenshot({ path: "e2e/screenshots/a11y-button-header-over-hero-mobile.png" });
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-transparent", "false");
    await page.screenshot({ path: "e2e/screenshots/a11y-button-header-white-mobile.png" });
    await setHighContrast(page, true);
    await page.reload();
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await page.screenshot({ path: "e2e/screenshots/a11y-button-header-high-contrast-mobile.png" });
    await button(page).click();
    await expect(page.getByRole("dialog", { name: "Accessibility" })).toBeVisible();
    await page.screenshot({ path: "e2e/screenshots/a11y-panel-open-mobile.png" });
    await page.keyboard.press("Escape");
    await expect(button(page)).toBeFocused();
  });

  test("opens the panel beside the button at every width", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await button(page).click();
      await expect(page.getByRole("dialog", { name: "Accessibility" })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `e2e/screenshots/a11y-panel-open-${width}.png` });
      await page.keyboard.press("Escape");
      await expect(button(page)).toBeFocused();
    }
  });
});

test("the panel and the footer lead to the accessibility statement, which names the standard, the checks and how to report a barrier", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.locator("footer").getByRole("link", { name: "Accessibility" })).toHaveAttribute(
    "href",
    "/accessibility",
  );
  await button(page).click();
  await page.getByRole("dialog").getByRole("link", { name: "Accessibility statement" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible();
  await expect(page.getByText("Standard: WCAG 2.2 level AA")).toBeVisible();
  const tested = page.locator("section", { has: page.getByRole("heading", { name: "How it is tested" }) });
  await expect(tested).toContainText("axe-core");
  await expect(tested).toContainText("320 × 256");
  const report = page.locator("section", { has: page.getByRole("heading", { name: "Report a barrier" }) });
  await expect(report.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact");
  await expect(report.getByRole("link", { name: /@/ })).toHaveAttribute(
    "href",
    /^mailto:.+\?subject=Accessibility%20barrier/,
  );
});
