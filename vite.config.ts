import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/build-steps/icon-sprite.ts";
import { shortClassNames } from "./scripts/build-steps/short-class-names.ts";

/**
 * The "shell" chunk: the modules every public page loads at first, with the layout (the header, its
 * menus, auth state, the UI primitives each page's hero and sections use). A hand-kept list, not the
 * root layout's static imports: that closure (tried: computed from the module graph in a chunk
 * `name` function) also pulls in code only some routes use and leaves out the primitives every
 * route uses, and takes every page's initial JavaScript over the 100 KB budget (103.9 KB on /). A
 * module missing here only lands in another chunk; `npm run budget` shows what that costs.
 */
const SHELL_MODULES = [
  /\/src\/app\/layout\/(site-header|nav-dropdown|mobile-menu|brand-logo|skip-link|use-scrolled-past)\.tsx?$/,
  /\/src\/app\/account-slot\.tsx$/,
  /\/src\/lib\/(accessibility-preferences|cn|constants|env|supabase|toast|seo|use-client-value|use-on-demand)\.tsx?$/,
  /\/src\/lib\/auth\/(auth-context|auth-store|storage-key)\.tsx?$/,
  /\/src\/components\/ui\/(button|slot|card|section|page-hero|field|spinner|lazy-toaster|icons)\.tsx$/,
  /\/src\/content\/(company\/index|site\/navigation|solutions\/index|products\/index)\.ts$/,
  /\/supabase\/functions\/_rules\/brand\.ts$/,
];

const LEGAL_MODULES =
  /\/(src\/features\/company\/legal-page|src\/components\/ui\/prose-sections|src\/content\/legal\/(types|retention)|supabase\/functions\/_rules\/retention)\.tsx?$/;

export default defineConfig({
  plugins: [reactRouter(), iconSprite(), shortClassNames()],
  // The moment of the build, as a constant: what "today" was when the HTML was prerendered.
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  // Import aliases (~/, @rules/) come from tsconfig.json's "paths", their one definition.
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1", port: 5173 },
  build: {
    sourcemap: false,
    cssCodeSplit: true,
    rollupOptions: {
      output: {
        // One framework chunk: every page needs all of it, and one gzip stream is smaller than four.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The code every page loads with the layout, in one file instead of a dozen small ones.
            { name: "shell", test: (id: string) => SHELL_MODULES.some((re) => re.test(id.replace(/\\/g, "/"))) },
            // What the legal pages share with the lazily loaded bodies of /security and /trust (their
            // sections, the retention periods), in the legal pages' one file: split out on its own it
            // cost /privacy two more files and ~170 bytes of first JavaScript.
            { name: "legal", test: (id: string) => LEGAL_MODULES.test(id.replace(/\\/g, "/")) },
          ],
        },
      },
    },
  },
});
