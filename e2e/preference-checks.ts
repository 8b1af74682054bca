// A screen in the accessibility preferences people turn on: high contrast and larger text. The
// preferences are stored before the flow starts (they apply on load), so a screen reached only by
// a sequence of steps (a code step, a dialog with a picked image) is checked where it stands:
// axe in high contrast, then no sideways overflow or clipped text at 390 and 1440 px, and a
// screenshot of each into e2e/screenshots.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, setHighContrast, VIEWPORTS } from "./fixtures";
import { layoutProblems, setTextSize } from "./layout-checks";

/** Call once on the site's origin, before the page that starts the flow is loaded. */
export async function preferHighContrastLargerText(page: Page) {
  await setHighContrast(page, true);
  await setTextSize(page, "larger");
}

/** Waits for opening/closing animations (dialogs, toasts) to end. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

export async function expectSoundInHighContrastLargerText(page: Page, name: string) {
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  await expect(page.locator("html")).toHaveAttribute("data-font-size", "larger");
  await animationsDone(page);
  await expectNoAxeViolations(page, `(${name}, high contrast, larger text)`);
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await animationsDone(page);
    await page.screenshot({
      path: `e2e/screenshots/${name}-hc-larger-${label}.png`,
      // An open dialog is fixed to the viewport: the viewport is the picture.
      fullPage: !(await page.getByRole("dialog").isVisible()),
      animations: "disabled",
    });
    expect(await layoutProblems(page), `${name} at ${size.width} px, high contrast, larger text`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}
