import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Pages hydrate in parts: sections behind lazy() arrive as their own modules, which Vitest
// transforms on first import. On a loaded two-core machine that first import alone can take
// seconds, so findBy*/waitFor wait for what a visitor would eventually see, bounded only to catch
// a section that never comes (the default 1 s made the first test of a file fail under load).
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks matchMedia; default to "no preference" like a typical desktop browser.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
