// `supabase functions deploy` bundles each function from its own deno.json: the module graph Deno
// builds from that import map is what gets deployed. Here Deno itself (the version package.json
// pins) builds every function's graph the same way, offline: an empty DENO_DIR, no remote modules,
// the lockfile frozen, npm packages from node_modules and every network route unreachable, so an
// import that only the Vite/Vitest aliases understand, or one that would need a download, fails.

import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { denoExecutable } from "../../local/functions/deno-binary.ts";

const root = join(import.meta.dirname, "..", "..", "..");
const functionsDir = join(root, "supabase", "functions");
const rulesDir = realpathSync(join(functionsDir, "_rules"));

const functionNames = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name);

/** Nothing listens on the discard port: a request for the registry or through the proxy fails. */
const NOWHERE = "http://127.0.0.1:9";

interface Resolution {
  specifier?: string;
  error?: string;
}
interface GraphModule {
  specifier: string;
  error?: string;
  dependencies?: Array<{ specifier: string; code?: Resolution; type?: Resolution }>;
}

/** A function's graph, or what Deno said when it could not build one. */
interface Graph {
  modules: GraphModule[];
  failure?: string;
}

let denoDir: string;
const graphs = new Map<string, Graph>();

async function moduleGraph(name: string): Promise<Graph> {
  const run = promisify(execFile)(
    denoExecutable(),
    [
      "info",
      "--json",
      "--no-remote",
      "--frozen",
      "--node-modules-dir=manual",
      "--config",
      join(functionsDir, name, "deno.json"),
      join(functionsDir, name, "index.ts"),
    ],
    {
      env: {
        ...process.env,
        DENO_DIR: denoDir,
        NPM_CONFIG_REGISTRY: `${NOWHERE}/`,
        HTTPS_PROXY: NOWHERE,
        HTTP_PROXY: NOWHERE,
        NO_COLOR: "1",
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return run.then(
    ({ stdout }) => ({ modules: (JSON.parse(stdout) as { modules: GraphModule[] }).modules }),
    (error: { stderr?: string; message: string }) => ({ modules: [], failure: error.stderr || error.message }),
  );
}

beforeAll(async () => {
  denoDir = mkdtempSync(join(tmpdir(), "deno-graph-"));
  const built = await Promise.all(functionNames.map(moduleGraph));
  functionNames.forEach((name, index) => graphs.set(name, built[index]));
});

afterAll(() => rmSync(denoDir, { recursive: true, force: true }));

/** Every resolution that failed, as "importer → specifier: error". */
function unresolved(modules: GraphModule[]): string[] {
  const problems = modules.filter((module) => module.error).map((module) => `${module.specifier}: ${module.error}`);
  for (const module of modules) {
    for (const dependency of module.dependencies ?? []) {
      for (const resolution of [dependency.code, dependency.type]) {
        if (resolution?.error) problems.push(`${module.specifier} → ${dependency.specifier}: ${resolution.error}`);
      }
    }
  }
  return problems;
}

const localFiles = (modules: GraphModule[]) =>
  modules.filter((module) => module.specifier.startsWith("file:")).map((module) => fileURLToPath(module.specifier));

describe.each(functionNames)("supabase/functions/%s, as a deploy bundles it", (name) => {
  it("resolves its whole module graph offline from its own deno.json", () => {
    const { modules, failure } = graphs.get(name)!;
    expect(failure).toBeUndefined();
    expect(unresolved(modules)).toEqual([]);
    expect(localFiles(modules)).toContain(realpathSync(join(functionsDir, name, "index.ts")));
  });

  it("reaches no project file outside supabase/functions (a deploy uploads nothing else)", () => {
    const outside = localFiles(graphs.get(name)!.modules).filter(
      (file) => !file.startsWith(realpathSync(functionsDir) + sep) && !file.includes(`${sep}node_modules${sep}`),
    );
    expect(outside).toEqual([]);
  });

  it("finds each @rules/ import in supabase/functions/_rules", () => {
    const { modules } = graphs.get(name)!;
    const rulesImports = modules.flatMap((module) =>
      (module.dependencies ?? []).filter((dependency) => dependency.specifier.startsWith("@rules/")),
    );
    for (const { specifier, code, type } of rulesImports) {
      const file = join(rulesDir, specifier.slice("@rules/".length));
      expect((code ?? type)?.specifier, specifier).toBe(pathToFileURL(file).href);
      expect(localFiles(modules), specifier).toContain(file);
    }
  });
});

it.each(["send-contact-form", "send-demo-request"])("%s validates with the rules the forms use (_rules)", (name) => {
  expect(localFiles(graphs.get(name)!.modules)).toContain(join(rulesDir, "lead-validation.ts"));
});
