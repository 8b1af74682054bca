// Layout checks run inside the page: horizontal overflow and clipped text, described well enough
// that a failure names the element to fix.
import type { Page } from "@playwright/test";
import { expect, screenshotBoth, VIEWPORTS } from "./fixtures";
import { nextFrames, settle } from "./settle";

export type TextSize = "normal" | "larger";

const TEXT_SIZES: readonly TextSize[] = ["normal", "larger"];

/**
 * The page as loaded, in the text size it was loaded with, at 390 and 1440 px: scrolled through
 * once so every lazily hydrated section is on it (a section once hydrated stays), then at each
 * width nothing scrolls sideways, spills or is cut off.
 */
export async function expectSoundLayoutAt(page: Page, name: string, size: TextSize) {
  let scrolled = false;
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    if (scrolled) {
      // The frames in which the page answers the new width (media queries, resize observers).
      await nextFrames(page);
      await settle(page);
    } else await scrollThrough(page);
    scrolled = true;
    expect(await layoutProblems(page), `${name} at ${viewport.width} px, ${size} text`).toEqual([]);
  }
}

/** Both text sizes, each loaded afresh, and screenshots in larger text (`<name>-larger-*.png`). */
export async function expectSoundLayout(page: Page, name: string) {
  for (const size of TEXT_SIZES) {
    await setTextSize(page, size);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-font-size", size);
    await expectSoundLayoutAt(page, name, size);
    if (size === "larger") await screenshotBoth(page, `${name}-larger`);
  }
}

export async function setTextSize(page: Page, size: TextSize) {
  await page.evaluate((value) => localStorage.setItem("accessibility-font-size", value), size);
}

/**
 * Scrolls through the page so lazily hydrated sections (they load as they near the viewport) are
 * on it, waits for them, then returns to the top where the screenshot starts.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames per step: the intersection observers run, and the sections near the viewport start loading.
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frames();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frames();
  });
  await settle(page);
  await page.evaluate(() => scrollTo(0, 0));
  await nextFrames(page);
}

/**
 * Everything that makes a page wider than its viewport or hides part of a text: the problems, one
 * line each. Empty when the layout is sound.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewportRight = document.documentElement.clientWidth;
    const tolerance = 1;
    // By what the markup says of an element: the production build shortens class names to letters.
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      const marks = [...el.attributes]
        .filter((a) => a.name === "id" || a.name === "role" || a.name.startsWith("aria-") || a.name.startsWith("data-"))
        .map((a) => (a.value ? `${a.name}="${a.value.slice(0, 30)}"` : a.name));
      return `<${[el.localName, ...marks].join(" ")}> "${text}"`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    const visibleBox = (style: CSSStyleDeclaration) =>
      style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
      parseFloat(style.borderRightWidth) > 0 ||
      style.boxShadow !== "none" ||
      style.backgroundImage !== "none";
    const paddedBox = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const padding = parseFloat(style.paddingRight);
        if (a.classList.contains("container") || (padding > 0 && visibleBox(style))) {
          const edge = a.getBoundingClientRect().right - padding - parseFloat(style.borderRightWidth);
          return { el: a, edge };
        }
      }
      return null;
    };

    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }

    // Only the outermost element of a spill is named: its descendants spill with it.
    const spilling = new Set<Element>();
    for (const el of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.position === "fixed") continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;

      // Past the viewport's right edge, unless an ancestor clips it back inside (the logo
      // marquee, a carousel's track, the visually hidden labels).
      let right = rect.right;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clips(getComputedStyle(a))) right = Math.min(right, a.getBoundingClientRect().right);
      }
      if (right > viewportRight + tolerance) {
        if (!spilling.has(el.parentElement!)) {
          problems.push(`${describe(el)} ends at ${Math.round(rect.right)} px, past the ${viewportRight} px viewport`);
        }
        spilling.add(el);
      } else if (style.position !== "absolute") {
        // Into a margin: past the content edge of the .container it sits in, or into the padding
        // of the card or band around it (the nearest ancestor with padding and a visible box).
        // A control the markup places in its box's corner padding (data-corner: a dialog's or a
        // toast's close button) is there on purpose.
        const box = el.closest("[data-corner]") ? null : paddedBox(el);
        if (box && right > box.edge + tolerance) {
          if (!spilling.has(el.parentElement!)) {
            problems.push(
              `${describe(el)} ends at ${Math.round(right)} px, past the content edge (${Math.round(box.edge)} px) of ${describe(box.el)}`,
            );
          }
          spilling.add(el);
        }
      }

      // Text wider than its own box: spilling out of a card, or cut off by overflow or an ellipsis.
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const inline = style.display === "inline" || style.display === "contents";
      const visuallyHidden = rect.width <= 1 || style.clip === "rect(0px, 0px, 0px, 0px)";
      if (ownText && !inline && !visuallyHidden && el.scrollWidth > el.clientWidth + tolerance) {
        problems.push(`${describe(el)} holds ${el.scrollWidth} px of text in ${el.clientWidth} px`);
      }
      if (ownText && !inline && !visuallyHidden && style.textOverflow === "ellipsis" && clips(style)) {
        if (el.scrollWidth > el.clientWidth) problems.push(`${describe(el)} is cut off with an ellipsis`);
      }
      // Lines cut off at the bottom (a line clamp, a fixed height with overflow hidden).
      if (ownText && !inline && !visuallyHidden && style.overflowY !== "visible") {
        if (el.scrollHeight > el.clientHeight + tolerance) {
          problems.push(`${describe(el)} shows ${el.clientHeight} px of ${el.scrollHeight} px of text`);
        }
      }
    }

    const measure = document.createElement("span");
    measure.style.cssText = "position:absolute;visibility:hidden;white-space:pre;left:0;top:0";
    document.body.append(measure);
    const widthOf = (text: string, style: CSSStyleDeclaration) => {
      measure.style.font = style.font;
      measure.style.letterSpacing = style.letterSpacing;
      measure.style.textTransform = style.textTransform;
      measure.textContent = text;
      return measure.getBoundingClientRect().width;
    };

    // A word split across two lines ("Norma / l"): a box too narrow for an ordinary word. Only
    // words of letters count; addresses and hyphenated words may break.
    for (const el of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      const ownText = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join("");
      if (!ownText.trim() || style.display === "inline" || style.display === "none") continue;
      if (el.getBoundingClientRect().width <= 1 || style.whiteSpace === "nowrap") continue;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const word of ownText.split(/\s+/).filter((w) => /^[A-Za-z]{3,}[.,:;!?]?$/.test(w))) {
        if (widthOf(word, style) > room + tolerance) {
          problems.push(`${describe(el)} breaks the word "${word}" (${Math.round(room)} px of room)`);
          break;
        }
      }
    }

    // Form controls draw their text themselves: measure the shown option or placeholder.
    const controls = document.querySelectorAll<HTMLSelectElement | HTMLInputElement>(
      "select, input:not([type=checkbox]):not([type=radio]):not([type=hidden])",
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.display === "none" || control.offsetWidth === 0) continue;
      const shown =
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.text ?? "")
          : control.value || control.placeholder;
      if (!shown) continue;
      const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Inputs scroll what the visitor types; only a placeholder must fit.
      const mustFit = control instanceof HTMLSelectElement || !control.value;
      if (mustFit && widthOf(shown, style) > room + tolerance) {
        const name = control.getAttribute("name") ?? control.id;
        problems.push(`<${control.localName} name="${name}"> cuts off "${shown}" (${Math.round(room)} px of room)`);
      }
    }
    measure.remove();
    return problems;
  });
}
