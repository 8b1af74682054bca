// The stack's import graph, read without running anything: no import cycle anywhere in
// supabase/local (type-only imports count, as they tie modules together just the same), and rest/
// keeps PostgREST's order of stages: a stage imports only the stages before it, never the handlers.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const STACK = import.meta.dirname;
/** Sample projects the stack serves in tests, not the stack's own code. */
const SKIPPED_FOLDERS = new Set(["fixtures", "node_modules"]);

/**
 * rest/'s stages in PostgREST's order (src/PostgREST: SchemaCache aside, then ApiRequest → Plan →
 * Query → Response): each may import itself and the stages before it. rest.ts and the handlers at
 * rest/'s root orchestrate them; of the root, stages import only the errors every stage raises.
 */
const REST_STAGES = ["schema-cache", "request", "plan", "query", "response"];
const REST_SHARED = ["rest/errors.ts"];

/** Stack-relative paths (with `/`) of every .ts file of the stack. */
function stackFiles(folder = STACK): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : stackFiles(path);
    return name.endsWith(".ts") ? [relative(STACK, path).split(sep).join("/")] : [];
  });
}

/** The stack files `file` imports, exports from or loads with import(), by relative specifier. */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(STACK, file), "utf8"), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith("./") && !fileName.startsWith("../")) return [];
    const target = relative(STACK, resolve(STACK, dirname(file), fileName))
      .split(sep)
      .join("/");
    const candidate = [target, `${target}.ts`, `${target}/index.ts`].find((path) => known.has(path));
    return candidate ? [candidate] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const files = stackFiles();
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

/** Every cycle a depth-first walk meets, as `a.ts → b.ts → a.ts`, each once whatever its start. */
function importCycles(graph: Map<string, string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const cycles = new Map<string, string>();
  const visit = (file: string) => {
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) {
        const cycle = path.slice(path.indexOf(next));
        const key = [...cycle].sort().join(" ");
        if (!cycles.has(key)) cycles.set(key, [...cycle, next].join(" → "));
      } else if (!done.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return [...cycles.values()].sort();
}

const stageOf = (file: string): number => REST_STAGES.findIndex((stage) => file.startsWith(`rest/${stage}/`));

/** Imports of rest/'s stage modules (not their tests) that go against the stages' order. */
function stageViolations(graph: Map<string, string[]>): string[] {
  const violations: string[] = [];
  for (const [file, imports] of graph) {
    const stage = stageOf(file);
    if (stage < 0 || file.endsWith(".test.ts")) continue;
    for (const target of imports) {
      if (!target.startsWith("rest/") || REST_SHARED.includes(target)) continue;
      const targetStage = stageOf(target);
      if (targetStage < 0) violations.push(`${file} → ${target} (a stage never imports rest/'s root)`);
      else if (targetStage > stage) {
        violations.push(`${file} → ${target} (${REST_STAGES[stage]} comes before ${REST_STAGES[targetStage]})`);
      }
    }
  }
  return violations;
}

describe("the stack's imports", () => {
  const graph = importGraph();

  it("are read from every module, rest/'s stages included", () => {
    const files = [...graph.keys()];
    expect(files.length).toBeGreaterThan(100);
    // A stage folder renamed without REST_STAGES would silently leave the order unchecked.
    expect(REST_STAGES.filter((stage) => !files.some((file) => file.startsWith(`rest/${stage}/`)))).toEqual([]);
    expect(graph.get("rest/rest.ts")).toContain("rest/request/parse-query.ts");
  });

  it("form no cycle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("keep rest/'s stages in PostgREST's order", () => {
    expect(stageViolations(graph)).toEqual([]);
  });

  it("would name a cycle and a stage out of order by their files", () => {
    const cyclic = new Map([
      ["rest/request/parse-query.ts", ["rest/request/parse-select.ts", "rest/errors.ts"]],
      ["rest/request/parse-select.ts", ["rest/request/parse-query.ts"]],
      ["rest/plan/embed-plan.ts", ["rest/request/parse-query.ts", "rest/query/sql-read.ts"]],
      ["rest/query/sql-read.ts", ["rest/plan/embed-plan.ts"]],
      ["rest/errors.ts", []],
    ]);
    expect(importCycles(cyclic)).toEqual([
      "rest/plan/embed-plan.ts → rest/query/sql-read.ts → rest/plan/embed-plan.ts",
      "rest/request/parse-query.ts → rest/request/parse-select.ts → rest/request/parse-query.ts",
    ]);
    expect(stageViolations(cyclic)).toEqual([
      "rest/plan/embed-plan.ts → rest/query/sql-read.ts (plan comes before query)",
    ]);
  });
});
