/**
 * The Chromium that `npm run bench:web` drives: Debian's, headless, with chrome-launcher's defaults
 * and the flags every browser run here uses, plus one browser feature off.
 *
 * Chromium keeps a spare renderer process warm. Each Lighthouse run opens a tab that takes it, and
 * the browser launches the next spare at once, while the page under test is committing its
 * navigation. On a two-core machine that launch (10-17 ms of CPU, seen with `perf sched`) stretched
 * the commit task two- to four-fold, and Lighthouse's simulation counts that task, four times slower,
 * in TBT: the trivial one-heading page measured 0-145 ms with the spare, 0-65 ms without. It is the
 * browser's work, not the page's, and a visitor's browser has its spare ready long before they click.
 */
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS } from "./chromium";

export const QUIET_BROWSER_FEATURES = ["SpareRendererForSitePerProcess"];

/**
 * Chromium keeps one value per switch, so a second --disable-features would silently replace
 * chrome-launcher's list: the features are appended to its flag instead. Launch with
 * `ignoreDefaultFlags: true`, since the defaults are already here.
 */
export function benchChromeFlags(defaults: readonly string[] = chromeLauncher.Launcher.defaultFlags()): string[] {
  const extra = QUIET_BROWSER_FEATURES.join(",");
  const hasList = defaults.some((flag) => flag.startsWith("--disable-features="));
  return [
    ...defaults.map((flag) => (flag.startsWith("--disable-features=") ? `${flag},${extra}` : flag)),
    ...(hasList ? [] : [`--disable-features=${extra}`]),
    "--headless=new",
    ...CHROMIUM_FLAGS,
  ];
}
