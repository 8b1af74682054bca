import js from "@eslint/js";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { dirname, isAbsolute, relative, resolve } from "node:path";

const SRC = resolve(import.meta.dirname, "src");
const SUPABASE = resolve(import.meta.dirname, "supabase");

/** The file a path-like specifier names (relative, absolute or through ~/), or null for a package or alias. */
function importedPath(specifier, importer) {
  const path = specifier.replace(/[?#].*$/, "");
  if (path.startsWith("~/")) return resolve(SRC, path.slice(2));
  if (/^\.\.?(\/|$)/.test(path) || isAbsolute(path)) return resolve(dirname(importer), path);
  return null;
}

const inside = (folder, target) => {
  const path = target && relative(folder, target);
  return path === "" || (path && !path.startsWith("..") && !isAbsolute(path));
};

/**
 * A boundary: files under it may not import from `forbidden` folders (nor by `aliases`). The
 * import is resolved before it is judged, so every spelling of a path is caught, in static and
 * dynamic imports, re-exports and import types alike.
 */
function boundary({ forbidden, aliases = [], message }) {
  return {
    meta: { type: "problem", messages: { crossed: message } },
    create(context) {
      const check = (source) => {
        if (source?.type !== "Literal" || typeof source.value !== "string") return;
        const target = importedPath(source.value, context.filename);
        const crossed =
          forbidden.some((folder) => inside(folder, target)) || aliases.some((alias) => source.value.startsWith(alias));
        if (crossed) context.report({ node: source, messageId: "crossed", data: { specifier: source.value } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        TSImportType: (node) => check(node.argument?.literal),
      };
    },
  };
}

// src reaches the rules it shares with the Edge Functions through @rules/ only.
const noPathIntoSupabase = boundary({
  forbidden: [SUPABASE],
  message:
    "src must not import from supabase/ by path ({{specifier}}): import the shared rules as @rules/<file>.ts; anything else there is the backend's own.",
});

// The local stack serves any supabase/ folder, so it knows nothing of this product's code.
const stackKnowsNoProduct = boundary({
  forbidden: [SRC, resolve(SUPABASE, "functions")],
  aliases: ["~/", "@rules/"],
  message:
    "supabase/local must not import the product ({{specifier}}): product behaviour reaches the stack through migrations, config.toml and functions, as on hosted Supabase.",
});

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-slot-*",
      "bench-results",
      "assets-src",
      "dist",
      ".react-router",
      "node_modules",
      "test-results",
      "e2e/screenshots",
      "supabase/functions/**/node_modules",
      ".local-data",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, Deno: "readonly" } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries: { rules: { "no-path-into-supabase": noPathIntoSupabase } } },
    rules: { "boundaries/no-path-into-supabase": "error" },
  },
  {
    files: ["supabase/local/**/*.ts"],
    ignores: ["supabase/local/fixtures/**"],
    plugins: { boundaries: { rules: { "stack-knows-no-product": stackKnowsNoProduct } } },
    rules: { "boundaries/stack-knows-no-product": "error" },
  },
  {
    // Features never reach into each other: shared pieces live in src/components and src/lib.
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*", "../../features/*"],
              message: "Features must not import other features; move shared code to src/components or src/lib.",
            },
            { group: ["~/app/*"], message: "Features must not import the app shell." },
          ],
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
);
