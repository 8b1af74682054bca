/**
 * Short class names: the production build renames the stylesheet's compound classes
 * ("md:grid-cols-3", "text-muted-foreground", "[html[data-contrast=high]_&]:bg-white") to one or two
 * letters, in the stylesheet and in the JavaScript that writes them, so in the prerendered HTML too.
 * Class attributes were the largest part of a page after its text (25 KB of the home page's 72 KB);
 * renamed, the home page's gzip response is 1.7 KB smaller and fits the first round trip.
 *
 * How it stays correct:
 *   - One table for the whole build, made before any module is transformed: Tailwind's output for
 *     src/styles/app.css, its classes in order of first appearance, each given the next free short name.
 *   - Only classes that cannot be mistaken for other words are renamed: names with a character besides
 *     a–z (a hyphen, a digit, a colon, a bracket), and not a CSS value of their own (`inline-block` is
 *     also `display: inline-block` in a style object). "flex", "hidden" or "block" keep their names.
 *   - In JavaScript, a string (or a template's literal part) is renamed only when every word in it is
 *     one of the stylesheet's classes or a plain lowercase word (a marker such as "destructive"). A string that mixes renamed classes with other words, or ends
 *     in a class name's beginning (`grid-cols-${n}`), stops the build: the build cannot tell what it
 *     means, so the author splits it or writes the class out.
 *   - After the bundle is written, no string in any chunk (libraries' too) may still hold an old name,
 *     and no short name may be a class the table left alone; either stops the build.
 *   - JavaScript is renamed in `transform`, before chunks are hashed, so a changed table changes every
 *     chunk's file name; the stylesheet is renamed in `generateBundle`, and since its table is made from
 *     the stylesheet's own source, its hash changes whenever the table does.
 * Development (vite dev) and Vitest see the real names.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import MagicString from "magic-string";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { parseSync, Visitor } from "rolldown/utils";
import tailwindcss from "tailwindcss";
import type { Plugin } from "vite";
import tailwindConfig from "../../tailwind.config.ts";

const root = resolve(import.meta.dirname, "../..");
const STYLESHEET = resolve(root, "src/styles/app.css");

export type ClassTable = {
  /** Every class the stylesheet defines, renamed or not. */
  readonly classes: ReadonlySet<string>;
  /** Old name → short name, for the classes that are renamed. */
  readonly renames: ReadonlyMap<string, string>;
};

/** The classes a stylesheet's selectors name, in order of first appearance. */
export function classesOf(css: string): string[] {
  const found = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void found.add(node.value)));
  postcss.parse(css).walkRules((rule) => {
    collect.processSync(rule.selector);
  });
  return [...found];
}

/** Every value a declaration of the stylesheet holds: a class named like one is left alone. */
function declaredValues(css: string): Set<string> {
  const values = new Set<string>();
  postcss.parse(css).walkDecls((decl) => void values.add(decl.value.trim()));
  return values;
}

const FIRST = "abcdefghijklmnopqrstuvwxyz";
const NEXT = FIRST + "0123456789";

/** The n-th short name: a…z, a0…z9, a00…: always a valid class name, never starting with a digit. */
export function shortName(n: number): string {
  let name = FIRST[n % 26];
  for (let rest = Math.floor(n / 26); rest > 0; rest = Math.floor((rest - 1) / NEXT.length)) {
    name += NEXT[(rest - 1) % NEXT.length];
  }
  return name;
}

/** A word that is only a class, never anything else: what this build renames. */
const renameable = (name: string, values: Set<string>) => /[^a-z]/.test(name) && !values.has(name);

/** The renaming for one stylesheet: its compound classes, each given the next short name no class has. */
export function classTable(css: string): ClassTable {
  const classes = classesOf(css);
  const kept = new Set(classes);
  const values = declaredValues(css);
  const renames = new Map<string, string>();
  let n = 0;
  for (const name of classes) {
    if (!renameable(name, values)) continue;
    let short = shortName(n++);
    while (kept.has(short)) short = shortName(n++);
    renames.set(name, short);
  }
  return { classes: kept, renames };
}

/** The stylesheet with its classes renamed; refuses a class named like a short name it left alone. */
export function renameStylesheet(css: string, table: ClassTable): string {
  const shortNames = new Set(table.renames.values());
  const rename = selectorParser((selectors) =>
    selectors.walkClasses((node) => {
      const short = table.renames.get(node.value);
      if (short) node.value = short;
      else if (shortNames.has(node.value)) {
        throw new Error(`short-class-names: the class "${node.value}" is not in the table and is also a short name`);
      }
    }),
  );
  const tree = postcss.parse(css);
  tree.walkRules((rule) => {
    rule.selector = rename.processSync(rule.selector);
  });
  return tree.toString();
}

type Piece = { start: number; end: number; text: string; touchesCode: [before: boolean, after: boolean] };

/** Each string and template part of a module, with where its raw text sits in the code. */
function stringsOf(code: string, filename: string): Piece[] {
  const { program, errors } = parseSync(filename, code);
  if (errors.length) throw new Error(`short-class-names: cannot parse ${filename}: ${errors[0].message}`);
  const pieces: Piece[] = [];
  new Visitor({
    Literal(node) {
      if (typeof node.value !== "string") return;
      pieces.push({ start: node.start + 1, end: node.end - 1, text: node.value, touchesCode: [false, false] });
    },
    TemplateLiteral(node) {
      node.quasis.forEach((quasi, i) => {
        if (quasi.value.cooked == null) return;
        // A quasi's span is its raw text, between "`" or "}" and "${" or "`".
        pieces.push({
          start: quasi.start,
          end: quasi.end,
          text: quasi.value.cooked,
          touchesCode: [i > 0, i < node.quasis.length - 1],
        });
      });
    },
  }).visit(program);
  return pieces;
}

const WORDS = /\S+/g;

/** A word a class list may hold: a class of the stylesheet, or a plain marker such as "destructive". */
const inClassList = (word: string, table: ClassTable) => table.classes.has(word) || /^[a-z]+$/.test(word);

/**
 * The module's code with its class strings renamed, or null when it has none. `filename` is for
 * messages and for the parser's language (.ts, .tsx, .js).
 */
export function renameInModule(code: string, filename: string, table: ClassTable): string | null {
  const out = new MagicString(code);
  const prefixes = [...table.renames.keys()];
  for (const piece of stringsOf(code, filename)) {
    const words = [...piece.text.matchAll(WORDS)];
    if (!words.some(([word]) => table.renames.has(word) || word.endsWith("-"))) continue;
    const where = () => `${filename}: ${JSON.stringify(piece.text.slice(0, 80))}`;
    const cut = (word: RegExpExecArray | RegExpMatchArray) =>
      (word.index === 0 && piece.touchesCode[0]) ||
      (word.index! + word[0].length === piece.text.length && piece.touchesCode[1]);
    for (const word of words) {
      const start = word[0];
      if (cut(word) && /[a-z].*-$/.test(start) && prefixes.some((name) => name.startsWith(start))) {
        throw new Error(
          `short-class-names: a class name is put together at run time in ${where()}; write it out whole`,
        );
      }
    }
    if (!words.some(([word]) => table.renames.has(word))) continue;
    const strangers = words.filter((word) => cut(word) || !inClassList(word[0], table)).map(([word]) => word);
    if (strangers.length) {
      throw new Error(
        `short-class-names: ${where()} mixes class names with other words (${strangers.slice(0, 3).join(", ")}); ` +
          "keep class names in strings of their own",
      );
    }
    if (code.slice(piece.start, piece.end) !== piece.text) {
      throw new Error(`short-class-names: ${where()} has escapes; write its class names plainly`);
    }
    out.overwrite(
      piece.start,
      piece.end,
      piece.text.replace(WORDS, (word) => table.renames.get(word) ?? word),
    );
  }
  return out.hasChanged() ? out.toString() : null;
}

/** Old names a built chunk still carries in a string made only of class names: each one a miss. */
export function missedRenames(code: string, filename: string, table: ClassTable): string[] {
  const missed: string[] = [];
  for (const piece of stringsOf(code, filename)) {
    const words = piece.text.match(WORDS) ?? [];
    if (words.every((word) => inClassList(word, table)))
      missed.push(...words.filter((word) => table.renames.has(word)));
  }
  return missed;
}

let built: Promise<ClassTable> | undefined;

/** The table for src/styles/app.css, from Tailwind's output for it (made once per process). */
export function siteClassTable(): Promise<ClassTable> {
  built ??= postcss([tailwindcss(tailwindConfig)])
    .process(readFileSync(STYLESHEET, "utf8"), { from: STYLESHEET })
    .then((result) => classTable(result.css));
  return built;
}

const SOURCE = /\/src\/.*\.[jt]sx?$/;

/** The Vite plugin: production builds only (client and server alike, so the prerendered HTML agrees). */
export function shortClassNames(): Plugin {
  let table: ClassTable;
  return {
    name: "short-class-names",
    apply: "build",
    enforce: "post",
    async buildStart() {
      table = await siteClassTable();
    },
    transform(code, id) {
      const file = id.split("?")[0].replace(/\\/g, "/");
      if (!SOURCE.test(file) || file.includes("/node_modules/")) return null;
      const renamed = renameInModule(code, file.replace(/\.[jt]sx?$/, ".js"), table);
      return renamed === null ? null : { code: renamed, map: null };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".css")) {
          file.source = renameStylesheet(String(file.source), table);
        } else if (file.type === "chunk") {
          const missed = missedRenames(file.code, file.fileName, table);
          if (missed.length) {
            throw new Error(
              `short-class-names: ${file.fileName} still names ${[...new Set(missed)].slice(0, 5).join(", ")}: ` +
                "a module outside src/ writes the site's classes, or a string escaped renaming",
            );
          }
        }
      }
    },
  };
}
