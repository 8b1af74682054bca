import { describe, expect, it } from "vitest";
import * as chromeLauncher from "chrome-launcher";
import { benchChromeFlags, QUIET_BROWSER_FEATURES } from "./bench-chrome";

const featureLists = (flags: string[]) => flags.filter((flag) => flag.startsWith("--disable-features="));

describe("bench:web's Chromium flags", () => {
  it("keeps chrome-launcher's disabled features and adds ours to the same, single switch", () => {
    const defaults = chromeLauncher.Launcher.defaultFlags();
    const lists = featureLists(benchChromeFlags(defaults));
    expect(lists).toHaveLength(1);
    const features = lists[0].slice("--disable-features=".length).split(",");
    const defaultFeatures = featureLists(defaults)[0].slice("--disable-features=".length).split(",");
    expect(features).toEqual([...defaultFeatures, ...QUIET_BROWSER_FEATURES]);
  });

  it("keeps every other default flag and the flags every browser run here uses", () => {
    const defaults = chromeLauncher.Launcher.defaultFlags();
    const flags = benchChromeFlags(defaults);
    for (const flag of defaults.filter((f) => !f.startsWith("--disable-features="))) expect(flags).toContain(flag);
    for (const flag of [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
    ]) {
      expect(flags).toContain(flag);
    }
  });

  it("adds its own switch when the defaults have none", () => {
    expect(featureLists(benchChromeFlags(["--no-first-run"]))).toEqual([
      `--disable-features=${QUIET_BROWSER_FEATURES.join(",")}`,
    ]);
  });
});
