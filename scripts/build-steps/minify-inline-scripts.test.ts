import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { minifyInlineScripts } from "./minify-inline-scripts";

const classic = `<script>
  // Applies the visitor's choice before the first paint.
  (function applyPreference(storageKey) {
    const chosenValue = window.store[storageKey];
    window.applied = chosenValue === "high" ? "contrast:high" : "contrast:default";
  })("contrast");
</script>`;

describe("minifyInlineScripts", () => {
  it("shrinks a classic script and keeps what it does", () => {
    const out = minifyInlineScripts(classic);
    expect(out.length).toBeLessThan(classic.length * 0.75);
    expect(out).not.toContain("Applies the visitor");
    const run = (html: string) => {
      const window = { store: { contrast: "high" }, applied: "" };
      runInNewContext(html.replace(/^<script>|<\/script>$/g, ""), { window });
      return window.applied;
    };
    expect(run(out)).toBe(run(classic));
    expect(run(out)).toBe("contrast:high");
  });

  it("minifies a module script with a top-level await, keeping its attributes", () => {
    const module = `<script type="module" async="">\n  const route = await import("/assets/route.js");\n  window.routes = { home: route };\n</script>`;
    const out = minifyInlineScripts(module);
    expect(out).toMatch(/^<script type="module" async="">/);
    expect(out).toContain('await import("/assets/route.js")');
    expect(out.length).toBeLessThan(module.length);
  });

  it("leaves JSON-LD, scripts with a src and empty scripts as they are", () => {
    const untouched = [
      `<script type="application/ld+json">{ "@type": "Organization",  "name": "A" }</script>`,
      `<script type="module" src="/assets/entry.js"></script>`,
      `<script></script>`,
    ].join("");
    expect(minifyInlineScripts(untouched)).toBe(untouched);
  });

  it("refuses a script it cannot parse, rather than shipping it half-understood", () => {
    expect(() => minifyInlineScripts("<script>let = ;</script>")).toThrow();
  });
});
