/**
 * `npm run bench:web`: builds the site, serves it as `npm start` does (fresh local stack), and runs
 * Lighthouse (mobile preset, simulated throttling, Debian's Chromium) on every public route and on a
 * trivial one-heading page, then prints medians against the budgets. The browser's flags are in
 * bench-chrome.ts (one keeps Chromium's own background work from competing with the page). Each
 * route's TBT runs are printed beside their median: on a small shared machine TBT is the noisiest
 * figure (even the trivial page's swings between runs), and the spread says how far to trust a median.
 *   --runs N          runs per route (default 3)
 *   --routes /a,/b    only these routes
 * Uses E2E_SLOT's ports when set, so it can run beside a developer's `npm start`.
 */
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "../src/content/site/site-map";
import { gzipBytes, htmlFor, initialScripts } from "./build-steps/build-files";
import { linkedStylesheets } from "./build-steps/critical-css";
import { localEnv, ports, buildDir } from "./ports.mjs";
import { benchChromeFlags } from "./bench-chrome";
import { CHROMIUM_PATH } from "./chromium";

const root = resolve(import.meta.dirname, "..");
const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const runs = process.argv.includes("--runs") ? Number(arg("--runs")) : 3;
const routes = process.argv.includes("--routes") ? arg("--routes").split(",") : publicPaths();
const TRIVIAL = "/bench-trivial";
const env = localEnv();

const BUDGET = { score: 100, cls: 0, tbtMs: 50, lcpRatio: 1.6 };

interface Sample {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsTotal: number;
  cssTotal: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function build() {
  const result = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(1);
  const dir = join(root, buildDir, "client", TRIVIAL.slice(1));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Trivial page</title><meta name="description" content="A one-heading page: the floor no page can beat."></head><body><h1>Trivial page</h1></body></html>`,
  );
}

async function startServer(): Promise<() => void> {
  // Its own process group, so stopping it also stops the stack and Deno workers underneath.
  const child = spawn(join(root, "node_modules/.bin/tsx"), ["scripts/start.ts", "--fresh-db"], {
    cwd: root,
    env,
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const url = `http://127.0.0.1:${ports.site}/`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return stop;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("server did not start");
}

async function measure(port: number, path: string): Promise<Sample> {
  const result = await lighthouse(`http://127.0.0.1:${ports.site}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string; resourceType: string }> })?.items ?? [];
  const bytes = (type: string) =>
    requests
      .filter((r) => r.resourceType === type && r.url.includes(`:${ports.site}/`))
      .reduce((sum, r) => sum + gzipBytes(new URL(r.url).pathname), 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsTotal: bytes("Script"),
    cssTotal: bytes("Stylesheet"),
  };
}

function initialBytes(path: string) {
  const html = htmlFor(path);
  const js = initialScripts(html).reduce((s, src) => s + gzipBytes(src), 0);
  // The page's critical CSS travels inside it (scripts/build-steps/critical-css.ts); count it, plus any
  // stylesheet linked for the first paint (the whole one loads after it, in "CSS total").
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((s, m) => s + gzipSync(m[1]).length, 0);
  const linked = linkedStylesheets(html).reduce((s, href) => s + gzipBytes(href), 0);
  return { js, css: inline + linked };
}

async function main() {
  build();
  const stop = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true, // benchChromeFlags() carries them, with one browser feature more turned off
    chromeFlags: benchChromeFlags(),
  });
  const rows: Array<{ path: string; s: Sample; tbtRuns: number[]; init: { js: number; css: number } }> = [];
  try {
    for (const path of [TRIVIAL, ...routes]) {
      const samples: Sample[] = [];
      // A run whose trace Lighthouse could not turn into metrics (NaN) is repeated, up to twice.
      for (let i = 0, retries = 2; samples.length < runs; i++) {
        const sample = await measure(chrome.port, path);
        if ([sample.fcp, sample.lcp, sample.tbt, sample.cls].some(Number.isNaN) && retries-- > 0) {
          process.stderr.write(`${path}: run ${i + 1} gave no metrics, repeating it\n`);
          continue;
        }
        samples.push(sample);
      }
      const s = Object.fromEntries(
        (Object.keys(samples[0]) as Array<keyof Sample>).map((k) => [k, median(samples.map((x) => x[k]))]),
      ) as unknown as Sample;
      rows.push({
        path,
        s,
        tbtRuns: samples.map((x) => Math.round(x.tbt)),
        init: path === TRIVIAL ? { js: 0, css: 0 } : initialBytes(path),
      });
      process.stderr.write(`measured ${path}\n`);
    }
  } finally {
    await chrome.kill();
    stop();
  }
  const floor = rows[0].s.lcp;
  const kb = (b: number) => (b / 1024).toFixed(1);
  console.log(
    `\nLighthouse medians of ${runs} mobile runs (simulated throttling). Budgets: scores ${BUDGET.score}, CLS ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms, LCP ≤ ${BUDGET.lcpRatio}× trivial.\n`,
  );
  console.log(
    "| route | perf | a11y | bp | seo | FCP ms | LCP ms | LCP ×trivial | TBT ms | TBT runs | CLS | JS init KB | JS total KB | CSS init KB | CSS total KB | budget |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  let failures = 0;
  let failuresOnTbtAlone = 0;
  for (const { path, s, tbtRuns, init } of rows) {
    const ratio = s.lcp / floor;
    const othersHold =
      [s.a11y, s.bp, s.seo].every((x) => x >= BUDGET.score) && s.cls <= BUDGET.cls && ratio <= BUDGET.lcpRatio;
    const ok = path === TRIVIAL || (othersHold && s.perf >= BUDGET.score && s.tbt <= BUDGET.tbtMs);
    if (!ok) failures++;
    if (!ok && s.tbt > BUDGET.tbtMs && othersHold) failuresOnTbtAlone++;
    console.log(
      `| ${path} | ${s.perf} | ${s.a11y} | ${s.bp} | ${s.seo} | ${Math.round(s.fcp)} | ${Math.round(s.lcp)} | ${ratio.toFixed(2)} | ${Math.round(s.tbt)} | ${tbtRuns.join(" / ")} | ${s.cls.toFixed(3)} | ${kb(init.js)} | ${kb(s.jsTotal)} | ${kb(init.css)} | ${kb(init.css + s.cssTotal)} | ${path === TRIVIAL ? "floor" : ok ? "ok" : "OVER"} |`,
    );
  }
  console.log(`\n${rows.length - 1 - failures} of ${rows.length - 1} routes within budget.`);
  if (failures) {
    console.log(
      `${failuresOnTbtAlone} of the ${failures} over budget fail on TBT (and any performance point it costs) with every other budget met; the trivial page's own TBT runs: ${rows[0].tbtRuns.join(" / ")} ms.`,
    );
  }
  process.exit(failures ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
