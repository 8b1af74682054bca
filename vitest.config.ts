import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { pg15Projects } from "./supabase/local/db/pg15-project.ts";

// Two projects: UI tests in jsdom, backend tests (local stack, Edge Function logic) in Node
// against the real local stack started in-process on random ports. A third, "pg15", runs the
// database-facing backend tests again on a real PostgreSQL 15 server (pg15-project.ts).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
          // Above the 20 s bound that findBy*/waitFor use (src/test/setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "stack",
          environment: "node",
          include: ["supabase/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...pg15Projects(),
    ],
  },
});
