import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, deferBootstrap, deferHydration, skipScrollLookupOnNewEntries } from "./defer-hydration";

// What React Router 7 prerenders at the end of <body> (shape copied from a built page).
const BOOTSTRAP =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; import * as route1 from "/assets/about-3.js";      window.__reactRouterRouteModules = {"root":route0,"app/routes/about":route1};  import("/assets/entry.client-4.js");';
// React Router 7.18's <ScrollRestoration /> script, as prerendered.
const SCROLL_SCRIPT = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)`;
const STYLESHEETS =
  '<link rel="stylesheet" href="/assets/app-6.css"/><noscript><link rel="stylesheet" href="/assets/app-6.css"/></noscript>';
const PAGE = [
  `<html><head><style>body{}</style>${STYLESHEETS}</head><body><main><h1>About</h1></main>`,
  `<script>${SCROLL_SCRIPT}</script>`,
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-5.js"/>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`,
].join("");

describe("deferHydration: prerendered pages fetch their JavaScript only after the first paint", () => {
  it("makes the modulepreloads and the stylesheet inert and leaves the rest of the page as it was", () => {
    const out = deferHydration(PAGE);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(
      '<link data-stylesheet="" href="/assets/app-6.css"/><noscript><link rel="stylesheet" href="/assets/app-6.css"/></noscript>',
    );
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
      "await stylesheets",
      "__reactRouterRouteModules",
      "entry.client-4",
    ].map((s) => code.indexOf(s));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(code).toContain('const route0 = await import("/assets/root-2.js");');
  });

  it("is idempotent, and refuses pages it does not understand instead of shipping a broken one", () => {
    const once = deferHydration(PAGE);
    expect(deferHydration(once)).toBe(once);
    expect(() => deferHydration(`<html><body>${STYLESHEETS}<script>${SCROLL_SCRIPT}</script></body></html>`)).toThrow(
      /one bootstrap/,
    );
    expect(() => deferHydration(`<html><body>${STYLESHEETS}no scripts</body></html>`)).toThrow(/scroll-restoration/);
    expect(() => deferHydration(PAGE.replace(STYLESHEETS, ""))).toThrow(/stylesheet/);
    expect(() => deferBootstrap('import { x } from "/assets/a.js"; import("/assets/b.js");')).toThrow(/unexpected/);
    expect(() => deferBootstrap("window.x = 1;")).toThrow(/unexpected/);
  });
});

describe("the scroll-restoration script reads sessionStorage only when returning to an entry", () => {
  function run(script: string, state: { key?: string } | null, stored: Record<string, number>) {
    const calls = { storage: 0, scrolledTo: null as number | null, replaced: null as unknown };
    const window = {
      history: {
        state,
        replaceState(next: unknown) {
          this.state = next as { key?: string };
          calls.replaced = next;
        },
      },
      scrollTo: (_x: number, y: number) => (calls.scrolledTo = y),
    };
    const sessionStorage = {
      getItem: () => (calls.storage++, JSON.stringify(stored)),
      removeItem: () => {},
    };
    runInNewContext(script, { window, sessionStorage, console });
    return calls;
  }
  const patched = /<script>([\s\S]*?)<\/script>/.exec(
    skipScrollLookupOnNewEntries(`<script>${SCROLL_SCRIPT}</script>`),
  )![1];

  it("on a new entry: gives it a key, and skips the lookup", () => {
    const calls = run(patched, null, {});
    expect(calls.replaced).toMatchObject({ key: expect.any(String) });
    expect(calls.storage).toBe(0);
    expect(calls.scrolledTo).toBeNull();
  });

  it("on a reload or a way back: restores the stored position, as before", () => {
    const before = run(SCROLL_SCRIPT, { key: "k1" }, { k1: 640 });
    const after = run(patched, { key: "k1" }, { k1: 640 });
    expect(after).toEqual(before);
    expect(after.scrolledTo).toBe(640);
  });
});

describe("AFTER_FIRST_PAINT in a browser-like context", () => {
  function browser(supportsPaint: boolean) {
    let rafs: Array<() => void> = [];
    let timers: Array<() => void> = [];
    const observers: Array<{ cb: (list: unknown, obs: unknown) => void; disconnected: boolean }> = [];
    const links = [{ rel: "" }, { rel: "" }];
    const stylesheets = [{ rel: "" } as { rel: string; onload?: () => void; onerror?: () => void }];
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
      document: {
        querySelectorAll: (selector: string) => (selector === "link[data-stylesheet]" ? stylesheets : links),
      },
      requestAnimationFrame: (f: () => void) => rafs.push(f),
      setTimeout: (f: () => void) => timers.push(f),
      started: 0,
      hydrated: 0,
    };
    context.window.PerformanceObserver = PerformanceObserver;
    runInNewContext(`${AFTER_FIRST_PAINT}((loaded) => { started++; loaded.then(() => hydrated++); })`, context);
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
    return { context, links, stylesheets, frame, paint };
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
    expect(b.stylesheets[0].rel).toBe("stylesheet");
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

describe("AFTER_FIRST_PAINT and the whole stylesheet", () => {
  it("lets the bootstrap hydrate only once the stylesheets have loaded or failed", async () => {
    const sheets = [{ rel: "" }, { rel: "" }] as Array<{ rel: string; onload?: () => void; onerror?: () => void }>;
    const context = {
      window: {},
      document: { querySelectorAll: (selector: string) => (selector === "link[data-stylesheet]" ? sheets : []) },
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => f(),
      hydrated: 0,
    };
    runInNewContext(`${AFTER_FIRST_PAINT}((loaded) => loaded.then(() => hydrated++))`, context);
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    expect(sheets.map((s) => s.rel)).toEqual(["stylesheet", "stylesheet"]);
    sheets[0].onload!();
    await settle();
    expect(context.hydrated).toBe(0);
    sheets[1].onerror!();
    await settle();
    expect(context.hydrated).toBe(1);
  });
});
