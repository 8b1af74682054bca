// The Edge Functions' npm imports run locally from the project's node_modules (the runner starts
// Deno with --node-modules-dir=manual) and on hosted Supabase from the registry, through each
// function's deno.json and deno.lock. Both must mean the same versions: the ones package.json
// pins and `npm ci` installs.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");
const functionsDir = join(root, "supabase", "functions");
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
const packageJson = readJson(join(root, "package.json")) as { dependencies: Record<string, string> };

const functionNames = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name);

const isLocal = (target: string) => /^\.\.?\//.test(target);

/** `npm:@scope/name@1.2.3` → ["@scope/name", "1.2.3"]. */
function parseNpmSpecifier(specifier: string): [string, string] {
  const match = specifier.match(/^npm:(@?[^@]+)@(.+)$/);
  if (!match) throw new Error(`not a pinned npm: specifier: ${specifier}`);
  return [match[1], match[2]];
}

describe.each(functionNames)("supabase/functions/%s", (name) => {
  const denoJsonPath = join(functionsDir, name, "deno.json");
  const imports = existsSync(denoJsonPath) ? ((readJson(denoJsonPath).imports ?? {}) as Record<string, string>) : {};
  const npmImports = Object.values(imports).filter((target) => target.startsWith("npm:"));

  it.each(npmImports.length ? npmImports : ["(none)"])(
    "%s is the version package.json pins and npm ci installed",
    (target) => {
      if (target === "(none)") return;
      const [pkg, version] = parseNpmSpecifier(target);
      expect(packageJson.dependencies[pkg], `package.json pins ${pkg}`).toBe(version);
      const installed = readJson(join(root, "node_modules", pkg, "package.json")).version;
      expect(installed, `node_modules/${pkg}`).toBe(version);
    },
  );

  it("imports from the web or jsr nowhere (they would be fetched at run time)", () => {
    const remote = Object.values(imports).filter((target) => !target.startsWith("npm:") && !isLocal(target));
    expect(remote).toEqual([]);
    const sources = [join(functionsDir, name, "index.ts")];
    for (const source of sources) {
      expect(readFileSync(source, "utf8")).not.toMatch(/from\s+["'](https?:|jsr:)/);
    }
  });

  it("its deno.lock, which deploys use, locks exactly those versions", () => {
    const lockPath = join(functionsDir, name, "deno.lock");
    if (!npmImports.length) return expect(existsSync(lockPath)).toBe(false);
    const lock = readJson(lockPath) as { specifiers: Record<string, string> };
    const expected = Object.fromEntries(npmImports.map((target) => [target, parseNpmSpecifier(target)[1]]));
    expect(lock.specifiers).toEqual(expected);
  });
});

describe.each(["_shared", "_rules"])("shared function code in %s/", (folder) => {
  it("imports npm packages only by the bare names the deno.json import maps define", () => {
    const shared = join(functionsDir, folder);
    for (const file of readdirSync(shared).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))) {
      const text = readFileSync(join(shared, file), "utf8");
      expect(text, file).not.toMatch(/from\s+["'](npm:|https?:|jsr:)/);
    }
  });
});

describe("the shared rules (_rules/)", () => {
  it("import only each other, so the site and the functions read them alike", () => {
    const rules = join(functionsDir, "_rules");
    for (const file of readdirSync(rules).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))) {
      const specifiers = [
        ...readFileSync(join(rules, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g),
      ];
      expect(
        specifiers.map(([, specifier]) => specifier).filter((specifier) => !/^\.\/[\w.-]+\.ts$/.test(specifier)),
        file,
      ).toEqual([]);
    }
  });
});
