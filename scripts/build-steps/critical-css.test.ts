import { describe, expect, it } from "vitest";
import { CRITICAL_CSS_SLOT, CriticalCss, inlineCriticalCss, linkedStylesheets, relaxSelector } from "./critical-css";

describe("relaxSelector: what an element must be, whatever state it is in", () => {
  it("drops pseudo-classes and pseudo-elements, keeping :is() and :where() with their contents relaxed", () => {
    expect(relaxSelector(".btn:focus-visible")).toBe(".btn");
    expect(relaxSelector(".group:focus-within .icon::after")).toBe(".group .icon");
    expect(relaxSelector(".space-y-1>:not([hidden])~:not([hidden])")).toBe(".space-y-1>*~*");
    expect(relaxSelector("button:where([type=button]:disabled)")).toBe("button:where([type=button])");
    expect(relaxSelector("::backdrop")).toBe("*");
  });

  it("drops conditions on <html>, where the accessibility preferences are set before the first paint", () => {
    expect(relaxSelector('html[data-contrast="high"] .text-accent')).toBe("html .text-accent");
    expect(relaxSelector(":root[data-font-size=large]")).toBe("*");
  });

  it("keeps the state of other elements: an open menu is not in the prerendered markup", () => {
    expect(relaxSelector(".chevron[data-state=open]")).toBe(".chevron[data-state=open]");
  });

  it("gives up pointer states: their rules come with the whole stylesheet", () => {
    expect(relaxSelector(".card:hover")).toBeNull();
    expect(relaxSelector(".group:hover .arrow")).toBeNull();
    expect(relaxSelector(".btn:active")).toBeNull();
  });
});

const CSS = [
  ":root{--bg:0 0 0}",
  'html[data-contrast="high"]{--bg:255 255 255}',
  ".used{color:red}",
  ".unused{color:blue}",
  ".used:hover{color:green}",
  ".in-menu{color:pink}",
  "@media (min-width:768px){.md\\:used{margin:0}.unused{margin:1px}}",
  "@media (min-width:1024px){.unused{margin:2px}}",
  ".spin{animation:spin 1s linear}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  "@keyframes fade{to{opacity:0}}",
].join("");

describe("CriticalCss.forPage: the rules the page's markup uses, in their order", () => {
  const html =
    '<html><body><p class="used md:used spin">Hi</p><div hidden><a class="in-menu">Menu</a></div></body></html>';
  const css = new CriticalCss(CSS).forPage(html);

  it("keeps what matches, with its @media, and the root variables of every preference", () => {
    expect(css).toBe(
      ':root{--bg:0 0 0}html[data-contrast="high"]{--bg:255 255 255}.used{color:red}' +
        "@media (min-width:768px){.md\\:used{margin:0}}.spin{animation:spin 1s linear}" +
        "@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });

  it("leaves out unused rules, hover states, hidden subtrees, empty @media and unused @keyframes", () => {
    for (const gone of [".unused", ":hover", ".in-menu", "1024px", "fade"]) expect(css).not.toContain(gone);
  });
});

describe("CriticalCss.forPage: Tailwind's variable defaults", () => {
  const css = new CriticalCss(
    "*,:before,:after{--tw-rotate:0;--tw-scale-x:1;--tw-ring-shadow:0 0 #0000;--tw-ring-offset-shadow:0 0 #0000;--tw-unread:0}" +
      ".rotate{transform:rotate(var(--tw-rotate))}.ring{box-shadow:var(--tw-ring-shadow)}" +
      ".ring-on{--tw-ring-shadow:var(--tw-ring-offset-shadow),0 0 0 3px red}.scale{transform:scale(var(--tw-scale-x))}",
  );

  it("keeps the defaults a kept rule or an inline style reads, through other variables too", () => {
    const html = '<p class="rotate ring ring-on" style="scale:var(--tw-unread)">Hi</p>';
    expect(css.forPage(html)).toBe(
      "*,:before,:after{--tw-rotate:0;--tw-ring-shadow:0 0 #0000;--tw-ring-offset-shadow:0 0 #0000;--tw-unread:0}" +
        ".rotate{transform:rotate(var(--tw-rotate))}.ring{box-shadow:var(--tw-ring-shadow)}" +
        ".ring-on{--tw-ring-shadow:var(--tw-ring-offset-shadow),0 0 0 3px red}",
    );
  });

  it("drops the rule when no default is read", () => {
    expect(css.forPage("<p>Hi</p>")).toBe("");
  });
});

describe("inlineCriticalCss", () => {
  const critical = new CriticalCss(CSS);
  const page = (head: string) => `<html><head>${head}</head><body><p class="used">Hi</p></body></html>`;

  it("fills the slot root.tsx renders", () => {
    expect(inlineCriticalCss(page(CRITICAL_CSS_SLOT), critical)).toContain("<style>:root{--bg:0 0 0}");
  });

  it("refuses a page without the slot, or with two", () => {
    expect(() => inlineCriticalCss(page(""), critical)).toThrow(/expected one/);
    expect(() => inlineCriticalCss(page(CRITICAL_CSS_SLOT + CRITICAL_CSS_SLOT), critical)).toThrow(/expected one/);
  });

  it("finds the page's stylesheet links, but not the one for pages without JavaScript", () => {
    const head =
      '<link rel="stylesheet" href="/assets/app-1.css"/><noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>';
    expect(linkedStylesheets(page(head))).toEqual(["/assets/app-1.css"]);
  });
});
