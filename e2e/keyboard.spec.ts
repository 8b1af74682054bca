// Keyboard order on the home page: lazily hydrated sections must not drop out of the tab order
// before they have loaded.
import type { Page } from "@playwright/test";
import { howItWorksSection, testimonialsSection } from "../src/content/home/copy";
import { expect, test } from "./fixtures";

/** What a screen reader would call the focused element (its aria-label or its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim();
  });

async function tabUntil(page: Page, name: string, limit = 12): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < limit && names.at(-1) !== name; i++) {
    await page.keyboard.press("Tab");
    names.push(await focusedName(page));
  }
  return names;
}

test.describe("home page keyboard order", () => {
  test("Tab goes from the last feature card to the how-it-works slideshow controls before the testimonials, even while the pictures load", async ({
    page,
  }) => {
    // Hold the pictures back: the slideshow's code may arrive, its data may not, so what is tabbed
    // through first is the placeholder, as for a visitor on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rest\/v1\/how_it_works_images/, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto("/");
    const features = page.getByRole("region", { name: /Complete protection/ });
    await features.getByRole("link").last().focus();

    const order = await tabUntil(page, testimonialsSection.previousLabel);
    expect(order).toEqual([
      howItWorksSection.pauseLabel,
      howItWorksSection.previousLabel,
      howItWorksSection.nextLabel,
      testimonialsSection.previousLabel,
    ]);

    // Back on "Next picture" when the pictures arrive: focus stays on it as the slideshow replaces
    // the placeholder, and it now works.
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe(howItWorksSection.nextLabel);
    release();
    const slideshow = page.getByRole("region", { name: howItWorksSection.carouselLabel });
    await expect(slideshow.getByRole("group").first()).toBeAttached();
    await expect(slideshow.getByRole("button", { name: howItWorksSection.nextLabel })).toBeFocused();

    // Paused first, so autoplay cannot move the slideshow between reading and pressing.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(slideshow.getByRole("button", { name: howItWorksSection.playLabel })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const position = slideshow.locator("p[aria-hidden]");
    const [current, total] = (await position.innerText()).match(/\d+/g)!.map(Number);
    await page.keyboard.press("Enter");
    await expect(position).toHaveText(`${howItWorksSection.positionLabel} ${(current % total) + 1} of ${total}`);
  });
});
