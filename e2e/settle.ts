// Waiting for a page to be quiet without fixed sleeps: the requests it has in flight, the
// animations it is running and the frames it paints are what a test waits on.
import type { Page, Request } from "@playwright/test";

/** How long the network must have been idle for the page to count as quiet. */
const QUIET_MS = 150;

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests from now on, for `networkQuiet` (the `page` fixture calls it). */
export function trackTraffic(page: Page) {
  const state: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    state.inFlight.delete(request);
    state.lastChange = Date.now();
  };
  page.on("request", (request) => {
    state.inFlight.add(request);
    state.lastChange = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  traffic.set(page, state);
}

/**
 * Resolves once no request has been in flight for QUIET_MS (Playwright's "networkidle" asks for
 * 500 ms, a cost every axe check and screenshot paid), or after `timeoutMs` on a page that keeps
 * fetching. A page the fixture does not track falls back to "networkidle".
 */
export async function networkQuiet(page: Page, timeoutMs = 5_000) {
  const state = traffic.get(page);
  if (!state) return page.waitForLoadState("networkidle", { timeout: timeoutMs }).catch(() => {});
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const idleFor = state.inFlight.size ? 0 : Date.now() - state.lastChange;
    if (idleFor >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, state.inFlight.size ? 20 : QUIET_MS - idleFor));
  }
}

/** Resolves after the page has painted `count` more frames (layout and style are then up to date). */
export function nextFrames(page: Page, count = 2) {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(n);
      }),
    count,
  );
}

/** Resolves once no finite animation or transition is running (endless ones, like the logo marquee, are ignored). */
export async function animationsDone(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      { timeout: 5_000, polling: "raf" },
    )
    .catch(() => {});
}

/**
 * Waits until the page is quiet: no network activity and no finite animation or transition in
 * flight (a fade-in half done would be measured at half opacity).
 */
export async function settle(page: Page) {
  await networkQuiet(page);
  await animationsDone(page);
}
