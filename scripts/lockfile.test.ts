// `npm ci` refuses a lockfile that lacks any package the install could need on *some* platform
// ("Missing: @deno/darwin-arm64@ from lock file"). npm leaves other platforms' optional packages
// out when it updates a lockfile over an existing node_modules, so this checks that every
// optional dependency is locked, for every platform our developers and CI services use.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  version?: string;
  integrity?: string;
  optionalDependencies?: Record<string, string>;
}

const root = join(import.meta.dirname, "..");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockedPackage>;
};

/** Node's lookup: node_modules beside the dependent, then each folder above it. */
function resolveLocked(dependent: string, name: string): LockedPackage | undefined {
  let base = dependent;
  for (;;) {
    const candidate = lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`];
    if (candidate) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

describe("package-lock.json", () => {
  it("locks every optional dependency of every package, whatever the platform", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveLocked(path, name)) missing.push(`${name} (wanted by ${path || "the project"})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each([
    ["macOS arm64", "@deno/darwin-arm64"],
    ["macOS x64", "@deno/darwin-x64"],
    ["Windows x64", "@deno/win32-x64"],
    ["Linux x64", "@deno/linux-x64-glibc"],
    ["Linux arm64", "@deno/linux-arm64-glibc"],
  ])("has Deno for %s, at the deno package's version, with its integrity", (_platform, name) => {
    const deno = lock.packages["node_modules/deno"];
    const binary = lock.packages[`node_modules/${name}`];
    expect(binary?.version).toBe(deno.version);
    expect(binary?.integrity).toMatch(/^sha512-/);
  });
});
