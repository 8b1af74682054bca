import js from "@eslint/js";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

const SRC = resolve(import.meta.dirname, "src");
const SUPABASE = resolve(import.meta.dirname, "supabase");
const FEATURES = resolve(SRC, "features");
/** The app shell: the route table, the root layout and the route modules. */
const APP_SHELL = [resolve(SRC, "app"), resolve(SRC, "root"), resolve(SRC, "routes"), resolve(SRC, "entry.server")];

/** The file a path-like specifier names (relative, absolute or through ~/), or null for a package or alias. */
function importedPath(specifier, importer) {
  const path = specifier.replace(/[?#].*$/, "");
  if (path.startsWith("~/")) return resolve(SRC, path.slice(2));
  if (/^\.\.?(\/|$)/.test(path) || isAbsolute(path)) return resolve(dirname(importer), path);
  return null;
}

/** Whether `target` is `place` or lies in it; a place may be a folder or a module named without its extension. */
const inside = (place, target) => {
  if (!target) return false;
  const within = (path) => path === "" || (path && !path.startsWith("..") && !isAbsolute(path));
  return within(relative(place, target)) || within(relative(place, target.replace(/\.[cm]?[jt]sx?$/, "")));
};

/** The feature folder a file lies in (src/features/<name>), or null. */
const featureOf = (file) => {
  const path = file && relative(FEATURES, file);
  return path && !path.startsWith("..") && !isAbsolute(path) && path.includes(sep) ? path.split(sep)[0] : null;
};

/**
 * A boundary: files under it may not import from `forbidden` places (folders or modules, or a
 * function of the importing file that names them), nor by `aliases` (specifier prefixes, packages
 * included). The import is resolved before it is judged, so every spelling of a path is caught, in
 * static and dynamic imports, re-exports and import types alike.
 */
function boundary({ forbidden = [], aliases = [], message }) {
  return {
    meta: { type: "problem", messages: { crossed: message } },
    create(context) {
      const places = typeof forbidden === "function" ? forbidden(context.filename) : forbidden;
      const check = (source) => {
        if (source?.type !== "Literal" || typeof source.value !== "string") return;
        const target = importedPath(source.value, context.filename);
        const crossed =
          places.some((place) => inside(place, target)) || aliases.some((alias) => source.value.startsWith(alias));
        if (crossed) context.report({ node: source, messageId: "crossed", data: { specifier: source.value } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        TSImportType: (node) => check(node.source ?? node.argument?.literal),
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

// One-way dependencies, shared → features → app: a feature uses shared code, never another feature
// nor the shell that assembles them.
const featureStaysInside = boundary({
  forbidden: (importer) => {
    const own = featureOf(importer);
    const others = readdirSync(FEATURES).filter((name) => name !== own);
    return [...others.map((name) => resolve(FEATURES, name)), ...APP_SHELL];
  },
  message:
    "A feature must not import another feature or the app shell ({{specifier}}): move what they share to src/components or src/lib.",
});

const sharedKnowsNoFeature = boundary({
  forbidden: [FEATURES, ...APP_SHELL],
  message:
    "Shared code (src/components, src/lib, src/content) must not import a feature or the app shell ({{specifier}}): pass what it needs in as props or arguments.",
});

// The design system wraps Radix, so its look and behaviour are decided in one place.
const radixOnlyInDesignSystem = boundary({
  aliases: ["@radix-ui/"],
  message: "Import Radix ({{specifier}}) only in src/components/ui: use or add the design-system component there.",
});

// Icons come from the sprite (src/components/ui/icons.tsx), never as Lucide's own components, which
// would put their drawings back into every page's HTML and JavaScript.
const iconsFromTheSprite = boundary({
  aliases: ["lucide-react"],
  message: "Import icons ({{specifier}}) from ~/components/ui/icons: add the icon's Lucide name there.",
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
    plugins: { features: { rules: { "stay-inside": featureStaysInside } } },
    rules: { "features/stay-inside": "error" },
  },
  {
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/content/**/*.{ts,tsx}"],
    plugins: { shared: { rules: { "no-feature-or-shell": sharedKnowsNoFeature } } },
    rules: { "shared/no-feature-or-shell": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/**"],
    plugins: { "design-system": { rules: { "radix-only-in-ui": radixOnlyInDesignSystem } } },
    rules: { "design-system/radix-only-in-ui": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { icons: { rules: { "from-the-sprite": iconsFromTheSprite } } },
    rules: { "icons/from-the-sprite": "error" },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
);
