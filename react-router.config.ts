import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/content/site/site-map";

// Static site: every public path is rendered to HTML at build time; account and admin
// screens are client-only and served from the SPA fallback shell.
export default {
  appDirectory: "src",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
