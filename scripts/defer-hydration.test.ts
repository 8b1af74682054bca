import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, deferBootstrap, deferHydration, keepCriticalCss } from "./defer-hydration";

// What React Router 7 prerenders at the end of <body> (shape copied from a built page).
const BOOTSTRAP =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; import * as route1 from "/assets/about-3.js";      window.__reactRouterRouteModules = {"root":route0,"app/routes/about":route1};  import("/assets/entry.client-4.js");';
const PAGE = [
  "<html><head><style>body{}</style></head><body><main><h1>About</h1></main>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-5.js"/>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`,
].join("");

describe("deferHydration: prerendered pages fetch their JavaScript only after the first paint", () => {
  it("makes the modulepreloads inert and leaves the rest of the page as it was", () => {
    const out = deferHydration(PAGE);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link data-modulepreload="" href="/assets/manifest-1.js"/>');
    expect(out).toContain('<link data-modulepreload="" href="/assets/framework-5.js"/>');
    expect(out).toContain("<main><h1>About</h1></main>");
    expect(out).toContain('<script>window.__reactRouterContext = {"ssr":false};</script>');
  });

  it("keeps the bootstrap's imports, in order, as awaited dynamic imports inside the paint callback", () => {
    const code = deferBootstrap(BOOTSTRAP);
    expect(code.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    expect(code).not.toMatch(/^\s*import\s+["*]/m);
    const order = [
      "manifest-1",
      "root-2",
      "about-3",
      "await styled",
      "__reactRouterRouteModules",
      "entry.client-4",
    ].map((s) => code.indexOf(s));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(code).toContain('const route0 = await import("/assets/root-2.js");');
  });

  it("is idempotent, and refuses pages it does not understand instead of shipping a broken one", () => {
    const once = deferHydration(PAGE);
    expect(deferHydration(once)).toBe(once);
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(/one bootstrap/);
    expect(() => deferBootstrap('import { x } from "/assets/a.js"; import("/assets/b.js");')).toThrow(/unexpected/);
    expect(() => deferBootstrap("window.x = 1;")).toThrow(/unexpected/);
  });
});

describe("keepCriticalCss: each page carries only the rules its markup uses", () => {
  const css = [
    ".used{color:red}",
    ".unused{color:blue}",
    "@media (min-width:768px){.md\\:used{display:flex}.md\\:unused{display:grid}}",
    'html[data-contrast="high"] .other{outline:2px solid}',
    'html[data-font-size="large"]{font-size:112.5%}',
  ].join("");
  const page = `<!DOCTYPE html><html lang="en"><head><style>${css}</style><link rel="x-deferred-stylesheet" href="/assets/app.css"/></head><body><p class="used md:used">Hi&nbsp;there</p><br/><script>if (1 < 2) {}</script></body></html>`;

  it("keeps the used rules and the accessibility preferences' rules, and drops the rest", async () => {
    const out = await keepCriticalCss(page);
    const kept = /<style>([\s\S]*?)<\/style>/.exec(out)![1];
    expect(kept).toContain(".used{color:red}");
    expect(kept).toContain("md\\:used");
    expect(kept).toContain('data-contrast="high"');
    expect(kept).toContain('data-font-size="large"');
    expect(kept).not.toContain(".unused");
    expect(kept).not.toContain("md\\:unused");
  });

  it("changes nothing but the stylesheet's text", async () => {
    const out = await keepCriticalCss(page);
    const strip = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, "<style></style>");
    expect(strip(out)).toBe(strip(page));
  });

  it("refuses a page without an inline stylesheet", async () => {
    await expect(keepCriticalCss("<html><body><p>x</p></body></html>")).rejects.toThrow(/no inline stylesheet/);
  });
});

describe("AFTER_FIRST_PAINT in a browser-like context", () => {
  function browser(supportsPaint: boolean) {
    let rafs: Array<() => void> = [];
    let timers: Array<() => void> = [];
    const observers: Array<{ cb: (list: unknown, obs: unknown) => void; disconnected: boolean }> = [];
    const links = [{ rel: "" }, { rel: "" }];
    const sheet: { rel: string; onload?: () => void; onerror?: () => void } = { rel: "x-deferred-stylesheet" };
    class PerformanceObserver {
      static supportedEntryTypes = supportsPaint ? ["paint", "resource"] : ["resource"];
      entry = { cb: (() => {}) as (list: unknown, obs: unknown) => void, disconnected: false };
      constructor(cb: (list: unknown, obs: unknown) => void) {
        this.entry.cb = cb;
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const context = {
      window: {} as Record<string, unknown>,
      PerformanceObserver,
      document: { querySelectorAll: () => links, querySelector: () => sheet },
      requestAnimationFrame: (f: () => void) => rafs.push(f),
      setTimeout: (f: () => void) => timers.push(f),
      started: 0,
      styledPromise: undefined as Promise<void> | undefined,
    };
    context.window.PerformanceObserver = PerformanceObserver;
    runInNewContext(`${AFTER_FIRST_PAINT}((styled) => { started++; styledPromise = styled; })`, context);
    const runTimers = () => {
      const due = timers;
      timers = [];
      due.forEach((f) => f());
    };
    /** One rendering frame: its animation-frame callbacks, then the tasks they queued. */
    const frame = () => {
      const due = rafs;
      rafs = [];
      due.forEach((f) => f());
      runTimers();
    };
    const paint = (name: string) => {
      for (const o of observers.filter((o) => !o.disconnected))
        o.cb(
          { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
          { disconnect: () => (o.disconnected = true) },
        );
      runTimers();
    };
    return { context, links, sheet, frame, paint };
  }

  it("starts nothing before the first contentful paint, then turns the preloads on two frames later", () => {
    const b = browser(true);
    b.paint("first-paint");
    b.frame();
    expect(b.context.started).toBe(0);
    b.paint("first-contentful-paint");
    b.frame();
    expect(b.context.started).toBe(0);
    expect(b.links.every((l) => l.rel === "")).toBe(true);
    b.frame();
    expect(b.context.started).toBe(1);
    expect(b.links.every((l) => l.rel === "modulepreload")).toBe(true);
    expect(b.sheet.rel).toBe("stylesheet");
    for (let i = 0; i < 6; i++) b.frame();
    b.paint("first-contentful-paint");
    expect(b.context.started).toBe(1);
  });

  it("still starts, once, on a page that never paints anything contentful", () => {
    const b = browser(true);
    for (let i = 0; i < 4; i++) b.frame();
    expect(b.context.started).toBe(0);
    b.frame();
    expect(b.context.started).toBe(1);
    for (let i = 0; i < 6; i++) b.frame();
    expect(b.context.started).toBe(1);
  });

  it("starts after two frames where the browser has no paint timing", () => {
    const b = browser(false);
    b.frame();
    expect(b.context.started).toBe(0);
    b.frame();
    expect(b.context.started).toBe(1);
  });
});

describe("AFTER_FIRST_PAINT hands over a promise that settles once the whole stylesheet is in", () => {
  it("resolves on the stylesheet's load, and on its error too (hydration must not hang)", async () => {
    for (const outcome of ["onload", "onerror"] as const) {
      const sheet: { rel: string; onload?: () => void; onerror?: () => void } = { rel: "x-deferred-stylesheet" };
      const context = {
        window: {} as Record<string, unknown>,
        document: { querySelectorAll: () => [], querySelector: () => sheet },
        requestAnimationFrame: (f: () => void) => f(),
        setTimeout: (f: () => void) => f(),
        styled: undefined as Promise<void> | undefined,
      };
      runInNewContext(`${AFTER_FIRST_PAINT}((styled) => { globalThis.styled = styled; })`, context);
      expect(sheet.rel).toBe("stylesheet");
      let settled = false;
      void context.styled!.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      sheet[outcome]!();
      await context.styled;
      expect(settled).toBe(true);
    }
  });
});
