// WCAG 2.2 AA criteria that axe-core cannot judge, checked in the page the way a person auditing
// it would: each function returns the problems, one line each naming the element, empty when the
// page passes. The statement at /accessibility names these checks ("How it is tested").
import type { Page } from "@playwright/test";
import { expect, VIEWPORTS } from "./fixtures";
import { layoutProblems } from "./layout-checks";

/** 1.4.10 Reflow: 320 CSS px wide and 256 px high is a 1280 × 1024 window at 400% zoom. */
export const REFLOW_VIEWPORT = { width: 320, height: 256 } as const;

/**
 * 2.4.11 Focus not obscured (minimum): tabs through the whole page and, for every element that
 * takes focus, checks that something of it shows, neither under the fixed header nor the floating
 * accessibility button nor a toast. "Something" is the centre of its box or, for a box partly
 * covered, any of its four inner corners; the criterion fails only an element entirely hidden,
 * but a control whose middle is covered is a wince too, so the centre must show unless the box is
 * taller than what the header leaves free.
 */
export async function focusObscuredProblems(page: Page, maxStops = 250): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press("Tab");
    const result = await page.evaluate(async () => {
      // Two frames for the page to answer the focus (toasts step aside, a sticky bar hides) as a
      // person would see it, then measure.
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { key: "body", problem: null };
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const key = `${el.localName}#${el.id}.${el.getAttribute("href") ?? ""}.${text}.${Math.round(el.getBoundingClientRect().top + scrollY)}`;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return { key, problem: null };
      const inside = (x: number, y: number) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (el === top || el.contains(top) || top.contains(el));
      };
      const inset = 2;
      const centre = inside(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const corners = [
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
      ].some(([x, y]) => inside(x, y));
      if (centre || (corners && rect.height > innerHeight / 2)) return { key, problem: null };
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const coveredBy = top
        ? `<${top.localName}${top.id ? `#${top.id}` : ""}> "${(top.textContent ?? "").trim().slice(0, 30)}"`
        : "nothing (off screen)";
      return {
        key,
        problem: `focused <${el.localName}> "${text}" at y=${Math.round(rect.top)} is ${corners ? "half" : "entirely"} hidden; on top: ${coveredBy}`,
      };
    });
    // Tab order wraps back to the address bar and the first element: one full lap is enough.
    if (seen.has(result.key)) break;
    seen.add(result.key);
    if (result.problem) problems.push(result.problem);
  }
  return problems;
}

/**
 * 2.5.8 Target size (minimum): every pointer target at least 24 × 24 CSS px, or, when smaller,
 * a 24 px circle centred on it that touches no other target nor another small target's circle.
 * Targets inside a sentence (an inline link in running text) are excepted, as the criterion does.
 */
export function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], [tabindex]:not([tabindex='-1'])";
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return (
        style.visibility !== "hidden" &&
        style.display !== "none" &&
        rect.width > 1 &&
        rect.height > 1 &&
        style.pointerEvents !== "none" &&
        !el.closest("[aria-hidden=true], [inert]")
      );
    };
    // A visually hidden input (a styled radio or checkbox) is clicked through its label.
    const targets = [...document.querySelectorAll(selector)].filter(visible).filter((el) => {
      const input = el as HTMLInputElement;
      if ((input.type === "radio" || input.type === "checkbox") && input.labels?.length) {
        return getComputedStyle(el).opacity !== "0";
      }
      return true;
    });
    // Nested targets (a button inside a link's box) count once: the outermost.
    const outer = targets.filter((el) => !targets.some((other) => other !== el && other.contains(el)));
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement;
      if (!block) return false;
      const text = (block.textContent ?? "").replace(/\s+/g, " ").trim();
      const own = (el.textContent ?? "").replace(/\s+/g, " ").trim();
      return text.length > own.length + 10;
    };
    const boxes = outer.map((el) => ({ el, rect: el.getBoundingClientRect() }));
    const describe = (el: Element) =>
      `<${el.localName}> "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const problems: string[] = [];
    for (const { el, rect } of boxes) {
      if (rect.width >= MIN - 0.5 && rect.height >= MIN - 0.5) continue;
      if (inSentence(el)) continue;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const clash = boxes.find(({ el: other, rect: r }) => {
        if (other === el) return false;
        // Distance from this target's centre to the other's box, and to the other's circle.
        const dx = Math.max(r.left - cx, 0, cx - r.right);
        const dy = Math.max(r.top - cy, 0, cy - r.bottom);
        if (Math.hypot(dx, dy) < MIN / 2) return true;
        const small = r.width < MIN || r.height < MIN;
        const ox = r.left + r.width / 2;
        const oy = r.top + r.height / 2;
        return small && Math.hypot(ox - cx, oy - cy) < MIN;
      });
      if (clash) {
        problems.push(
          `${describe(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px, too close to ${describe(clash.el)}`,
        );
      }
    }
    return problems;
  });
}

/**
 * 3.3.8 Accessible authentication: every email, password and code field says what it holds
 * (`autocomplete`), so password managers fill it, and paste is never refused.
 */
export function authFieldProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>("input")) {
      const token = (input.getAttribute("autocomplete") ?? "").trim().split(/\s+/).at(-1) ?? "";
      const name = input.name || input.id;
      const isCode =
        input.inputMode === "numeric" &&
        /code|otp|token/i.test(`${input.name} ${input.id} ${input.labels?.[0]?.textContent}`);
      if (input.type === "password" && token !== "current-password" && token !== "new-password") {
        problems.push(`password field "${name}" has autocomplete="${token}", not current-password or new-password`);
      }
      // An email field is a credential when its form also asks for a password or a code.
      const credentialForm = input.form?.querySelector("input[type=password], input[autocomplete=one-time-code]");
      if (input.type === "email" && credentialForm && token !== "email" && token !== "username") {
        problems.push(`email field "${name}" has autocomplete="${token}", not email or username`);
      }
      if (isCode && token !== "one-time-code") {
        problems.push(`code field "${name}" has autocomplete="${token}", not one-time-code`);
      }
      if (input.type === "password" || (input.type === "email" && credentialForm) || isCode) {
        const paste = new ClipboardEvent("paste", {
          bubbles: true,
          cancelable: true,
          clipboardData: new DataTransfer(),
        });
        paste.clipboardData?.setData("text/plain", "123456");
        input.dispatchEvent(paste);
        if (paste.defaultPrevented) problems.push(`field "${name}" refuses paste`);
      }
    }
    return problems;
  });
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
  parentId?: string;
}

const CONTROL_ROLES = new Set([
  "button",
  "link",
  "textbox",
  "searchbox",
  "combobox",
  "checkbox",
  "radio",
  "switch",
  "slider",
  "spinbutton",
  "tab",
  "menuitem",
  "option",
  "listbox",
  "img",
  "image",
  "dialog",
  "alertdialog",
]);
const LANDMARK_ROLES = new Set([
  "banner",
  "navigation",
  "main",
  "contentinfo",
  "complementary",
  "region",
  "form",
  "search",
]);

/**
 * What a screen reader meets, read from Chromium's own accessibility tree (CDP
 * Accessibility.getFullAXTree): controls and images without a name, landmarks of one role that a
 * listener cannot tell apart (same role, no or the same name), headings that skip a level, and
 * live regions nested in live regions (an announcement made twice).
 */
export async function accessibilityTreeProblems(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const role = (node: AXNode) => String(node.role?.value ?? "");
  const name = (node: AXNode) => String(node.name?.value ?? "").trim();
  const property = (node: AXNode, key: string) => node.properties?.find((p) => p.name === key)?.value.value;
  try {
    // Chromium builds the tree as the page renders: read it until it holds every heading the
    // document shows, so a part still being laid out is not mistaken for a missing one.
    const shownHeadings = await page.evaluate(
      () =>
        [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].filter(
          (h) => h.getClientRects().length > 0 && !h.closest("[aria-hidden=true]"),
        ).length,
    );
    let ordered: AXNode[] = [];
    let byId = new Map<string, AXNode>();
    for (let attempt = 0; attempt < 20; attempt++) {
      const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
      byId = new Map(nodes.map((node) => [node.nodeId, node]));
      // The tree in document order: depth first from the root, children in their order.
      ordered = [];
      const visit = (node: AXNode | undefined) => {
        if (!node) return;
        ordered.push(node);
        for (const child of node.childIds ?? []) visit(byId.get(child));
      };
      visit(nodes.find((node) => !node.parentId));
      const headings = ordered.filter((node) => !node.ignored && role(node) === "heading").length;
      if (headings >= shownHeadings) break;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    const problems: string[] = [];
    const landmarks = new Map<string, string[]>();
    let lastLevel = 0;
    for (const node of ordered) {
      if (node.ignored) continue;
      const r = role(node);
      if (CONTROL_ROLES.has(r) && !name(node) && property(node, "hidden") !== true) {
        problems.push(`a ${r} has no accessible name`);
      }
      if (LANDMARK_ROLES.has(r)) landmarks.set(r, [...(landmarks.get(r) ?? []), name(node)]);
      if (r === "heading") {
        const level = Number(property(node, "level") ?? 0);
        if (lastLevel > 0 && level > lastLevel + 1) {
          problems.push(`heading "${name(node).slice(0, 40)}" is h${level} right after an h${lastLevel}`);
        }
        if (lastLevel === 0 && level !== 1)
          problems.push(`the first heading "${name(node).slice(0, 40)}" is h${level}, not h1`);
        lastLevel = level;
      }
      const live = property(node, "live");
      if (live === "polite" || live === "assertive") {
        for (
          let up = node.parentId ? byId.get(node.parentId) : undefined;
          up;
          up = up.parentId ? byId.get(up.parentId) : undefined
        ) {
          const outer = property(up, "live");
          if (outer === "polite" || outer === "assertive") {
            problems.push(
              `a live region (${r} "${name(node).slice(0, 30)}") sits inside another (${role(up)}): announced twice`,
            );
            break;
          }
        }
      }
    }
    for (const [r, names] of landmarks) {
      if (names.length < 2 || r === "region" || r === "form") continue;
      const unnamed = names.filter((n) => !n).length;
      const duplicates = names.filter((n, i) => n && names.indexOf(n) !== i);
      if (unnamed > 1 || (unnamed === 1 && r !== "main") || duplicates.length) {
        problems.push(
          `${names.length} ${r} landmarks a listener cannot tell apart: ${names.map((n) => `"${n}"`).join(", ")}`,
        );
      }
    }
    return problems;
  } finally {
    await session.detach();
  }
}

/**
 * 3.2.6 Consistent help: where the help mechanisms sit on a page — the header's contact link and
 * the footer's contact, accessibility and security links — as their order among the page's links.
 * Every page must give the same answer.
 */
export function helpPlacement(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HELP = /^\/(contact|accessibility|security)(\/|$)|^mailto:/;
    const placement: string[] = [];
    for (const region of ["header", "footer"]) {
      const links = [...document.querySelectorAll<HTMLAnchorElement>(`${region} a[href]`)];
      links.forEach((link, index) => {
        const href = link.getAttribute("href") ?? "";
        if (HELP.test(href)) placement.push(`${region} ${index}: ${href} "${link.textContent?.trim()}"`);
      });
    }
    return placement;
  });
}

/**
 * Every check above on the page as it stands: the tree and the credential fields once, targets at
 * 390 and 1440 px, then reflow (layout-checks.ts) and the tab walk at 320 × 256.
 */
export async function wcagProblems(page: Page): Promise<string[]> {
  const problems = [
    ...(await accessibilityTreeProblems(page)).map((p) => `screen reader: ${p}`),
    ...(await authFieldProblems(page)).map((p) => `authentication: ${p}`),
  ];
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    problems.push(...(await targetSizeProblems(page)).map((p) => `target size at ${label}: ${p}`));
  }
  // The tab walk once, at 320 × 256: a phone's layout (no breakpoint lies between 320 and 390 px)
  // with the least room beside the fixed header, so what shows there shows on any phone. It is a
  // third of a public page's checks, so not repeated at 390 px. On a wide screen the floating
  // button sits in the page's margin, which accessibility-button.spec.ts checks at every scroll
  // position.
  await page.setViewportSize(REFLOW_VIEWPORT);
  problems.push(...(await layoutProblems(page)).map((p) => `reflow at 320 × 256: ${p}`));
  problems.push(...(await focusObscuredProblems(page)).map((p) => `focus at 320 × 256: ${p}`));
  if (original) await page.setViewportSize(original);
  return problems;
}

/** Every check above, failing with the list of problems on `name`. */
export async function expectWcag(page: Page, name: string) {
  expect(await wcagProblems(page), `WCAG 2.2 AA on ${name}`).toEqual([]);
}

/** Where help sits on the home page, read once per worker: every other page must match (3.2.6). */
let homeHelp: string[] | undefined;
export async function helpOnHome(page: Page): Promise<string[]> {
  if (!homeHelp) {
    await page.goto("/");
    homeHelp = await helpPlacement(page);
  }
  return homeHelp;
}
