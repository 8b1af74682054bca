import { describe, expect, it } from "vitest";
import { classTable, classesOf, missedRenames, renameInModule, renameStylesheet, shortName } from "./short-class-names";

const css = [
  ".flex{display:flex}",
  ".text-sm{font-size:.875rem}",
  "@media (min-width:768px){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}",
  ".inline-block{display:inline-block}",
  ".b{color:red}",
  ".grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}",
  "html[data-contrast=high] .\\[html\\[data-contrast\\=high\\]_\\&\\]\\:bg-white{background:#fff}",
  ".group:hover .group-hover\\:underline{text-decoration-line:underline}",
].join("");
const table = classTable(css);

describe("classTable", () => {
  it("renames compound classes in order of first appearance, skipping short names a class already has", () => {
    expect(classesOf(css)).toEqual([
      "flex",
      "text-sm",
      "md:grid-cols-2",
      "inline-block",
      "b",
      "grid-cols-3",
      "[html[data-contrast=high]_&]:bg-white",
      "group",
      "group-hover:underline",
    ]);
    expect(Object.fromEntries(table.renames)).toEqual({
      "text-sm": "a",
      "md:grid-cols-2": "c",
      "grid-cols-3": "d",
      "[html[data-contrast=high]_&]:bg-white": "e",
      "group-hover:underline": "f",
    });
  });

  it("leaves plain words and classes named like a CSS value (style objects use those) alone", () => {
    for (const name of ["flex", "b", "group", "inline-block"]) expect(table.renames.has(name)).toBe(false);
  });

  it("gives every number its own name, never starting with a digit", () => {
    const names = Array.from({ length: 40_000 }, (_, n) => shortName(n));
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 3)).toEqual(["a", "b", "c"]);
    expect(names.every((name) => /^[a-z][a-z0-9]*$/.test(name))).toBe(true);
    expect(names[26 + 26 * 36 - 1]).toHaveLength(2);
    expect(names[26 + 26 * 36]).toHaveLength(3);
  });
});

describe("renameStylesheet", () => {
  it("renames selectors, escaped and nested in at-rules, and keeps everything else", () => {
    expect(renameStylesheet(css, table)).toBe(
      [
        ".flex{display:flex}",
        ".a{font-size:.875rem}",
        "@media (min-width:768px){.c{grid-template-columns:repeat(2,minmax(0,1fr))}}",
        ".inline-block{display:inline-block}",
        ".b{color:red}",
        ".d{grid-template-columns:repeat(3,minmax(0,1fr))}",
        "html[data-contrast=high] .e{background:#fff}",
        ".group:hover .f{text-decoration-line:underline}",
      ].join(""),
    );
  });

  it("refuses a class outside the table that is named like a short name", () => {
    expect(() => renameStylesheet(".a{color:red}", table)).toThrow(/"a" is not in the table/);
  });
});

describe("renameInModule", () => {
  it("renames strings, template parts and object keys made only of class names", () => {
    const code = [
      'const note = "Ça va";',
      'const a = "flex text-sm";',
      "const b = `md:grid-cols-2 ${wide} text-sm`;",
      'const c = { "grid-cols-3": many };',
      "const d = 'destructive text-sm';",
      'const e = { display: "inline-block" };',
    ].join("\n");
    expect(renameInModule(code, "m.js", table)).toBe(
      [
        'const note = "Ça va";',
        'const a = "flex a";',
        "const b = `c ${wide} a`;",
        'const c = { "d": many };',
        "const d = 'destructive a';",
        'const e = { display: "inline-block" };',
      ].join("\n"),
    );
  });

  it("leaves a module without class strings untouched", () => {
    expect(renameInModule('export const text = "Book a demo";', "m.js", table)).toBeNull();
  });

  it("stops on a class name put together at run time", () => {
    expect(() => renameInModule("const c = `grid-cols-${n}`;", "m.js", table)).toThrow(/put together at run time/);
    // A hyphen that starts no class is only a word separator.
    expect(renameInModule("const id = `lead-${n}`;", "m.js", table)).toBeNull();
  });

  it("stops on a string that mixes class names with other words", () => {
    expect(() => renameInModule('const c = "Set text-sm here";', "m.js", table)).toThrow(/mixes class names/);
    expect(() => renameInModule("const c = `text-sm${size}`;", "m.js", table)).toThrow(/mixes class names/);
  });

  it("stops on a class string written with escapes", () => {
    expect(() => renameInModule('const c = "flex\\u0020text-sm";', "m.js", table)).toThrow(/escapes/);
  });
});

describe("missedRenames", () => {
  it("finds old names left in a built chunk's class strings, not in other text", () => {
    const chunk = 'const a="flex text-sm",b="Set text-sm here",c="d";';
    expect(missedRenames(chunk, "chunk.js", table)).toEqual(["text-sm"]);
  });
});
