import axe from "axe-core";
import { ports } from "../scripts/ports.mjs";
import { test as base, expect, type Page } from "@playwright/test";
import { networkQuiet, nextFrames, settle, trackTraffic } from "./settle";

export { settle };

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** Console messages a test expects (for example the 404 page logs the missing path). */
export interface ConsoleWatch {
  allow(pattern: RegExp): void;
}

/**
 * Pages paint first and hydrate after (scripts/build-steps/defer-hydration.ts). A test, unlike a person, acts
 * within milliseconds of the load event, so after `goto` or `reload` of one of the site's pages,
 * wait until React has hydrated it (root.tsx marks <html data-hydrated>).
 */
export function waitForHydrationOnLoad(page: Page) {
  const hydrated = async <T extends { headers(): Record<string, string> } | null>(response: T) => {
    const html = response?.headers()["content-type"]?.startsWith("text/html");
    if (html && new URL(page.url()).port === String(ports.site)) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Lazily loaded parts (a job's posting, an account form) hydrate when their chunks arrive,
      // after the page: a click before then makes React client-render them (error #421).
      await networkQuiet(page);
      await nextFrames(page);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  // Each worker has a server of its own (playwright.config.ts); `ports` is this worker's.
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, provide) => provide(`http://127.0.0.1:${ports.site}`),
  page: async ({ page }, provide) => {
    trackTraffic(page);
    waitForHydrationOnLoad(page);
    await provide(page);
  },
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error" && msg.type() !== "warning") return;
        const text = msg.text();
        if (allowed.some((re) => re.test(text))) return;
        problems.push(`${msg.type()}: ${text}`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      await use({ allow: (re) => allowed.push(re) });
      expect(problems, "console errors, warnings or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; failureSummary: string }[];
}

/**
 * axe-core with WCAG 2.0–2.2 A/AA rules (target-size included), once the page has settled. axe
 * runs in the page as it is, injected once per page load, and answers only its violations:
 * @axe-core/playwright injected its 600 KB source before every check and carried every passing
 * node back too, which cost about a second a check, a seventh of the browser suite.
 */
export async function expectNoAxeViolations(page: Page, context = "") {
  await settle(page);
  // The site has no frames; axe.run reads the top document only, so a frame would go unchecked.
  expect(page.frames(), "a frame that axe would not check").toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const results = await engine.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: String(v.impact),
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target.join(" "), failureSummary: n.failureSummary ?? "" })),
    }));
  }, AXE_TAGS);
  const summary = violations.map(
    (v: AxeViolation) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => `${n.target}: ${n.failureSummary.split("\n").slice(1).join(" ").trim()}`)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

export async function setHighContrast(page: Page, on: boolean) {
  await page.evaluate((value) => localStorage.setItem("accessibility-high-contrast", String(value)), on);
}

/** Full-page screenshots at 390 px and 1440 px into e2e/screenshots (git-ignored). */
export async function screenshotBoth(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await nextFrames(page);
    // JPEG: half the time of a PNG for a full page (0.25 s against 0.55 s at 1440 px), and these are
    // for people to look at, not for pixel comparison.
    await page.screenshot({
      path: `e2e/screenshots/${name}-${label}.jpg`,
      quality: 85,
      fullPage: true,
      animations: "disabled",
    });
  }
  if (original) await page.setViewportSize(original);
}

export const slug = (path: string) => (path === "/" ? "home" : path.replace(/^\//, "").replace(/[/]/g, "_"));

/** Signs in through the /auth form, as a visitor would, and waits for the home page it leads to. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  // Labels carry a visual asterisk for required fields.
  await page.getByLabel(/^Email\*?$/).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${stack.site}/`);
}

/** The local stack this worker talks to (see scripts/ports.mjs: each worker has its own). */
export const stack = {
  site: `http://127.0.0.1:${ports.site}`,
  api: `http://127.0.0.1:${ports.api}`,
  inbox: `http://127.0.0.1:${ports.inbox}`,
};
