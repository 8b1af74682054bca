import { ESLint } from "eslint";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The boundaries in eslint.config.js, proved on every spelling of an import: the real config lints
// a line of code as if it were a file at the given path (the file need not exist).
const ROOT = resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(ROOT, file) });
  return result.messages.filter((m) => /^(features|shared|design-system)\//.test(m.ruleId ?? "")).map((m) => m.ruleId!);
}

const ADMIN_FILE = "src/features/admin/leads/probe.ts";

describe("lint: a feature never imports another feature nor the app shell", () => {
  it.each([
    ["through ~/", `import { x } from "~/features/account/profile-form";`],
    ["by a relative path", `import { x } from "../../account/profile-form";`],
    ["by a relative path through src", `import { x } from "../../../features/contact/contact-form";`],
    ["by an absolute path", `import { x } from "${resolve(ROOT, "src/features/careers/job-card")}";`],
    ["in a dynamic import", `export const load = () => import("~/features/home/home-page");`],
    ["as a type", `import type { X } from "~/features/auth/auth-copy";`],
    ["in an import type", `export type X = typeof import("../../auth/auth-copy");`],
    ["in a re-export", `export * from "~/features/company/about-page";`],
    ["into the shell's folder", `import { x } from "~/app/layout/site-header";`],
    ["into the root module", `import { x } from "../../../root";`],
  ])("catches an import %s", async (_, code) => {
    expect(await boundaryErrors(ADMIN_FILE, code)).toEqual(["features/stay-inside"]);
  });

  it("lets a feature import its own files and shared code", async () => {
    const code = [
      `import { a } from "../admin-errors";`,
      `import { b } from "~/features/admin/dates";`,
      `import { c } from "~/components/ui/button";`,
      `import { d } from "~/lib/cn";`,
    ].join("\n");
    expect(await boundaryErrors(ADMIN_FILE, code)).toEqual([]);
  });
});

describe("lint: shared code never imports a feature nor the app shell", () => {
  it.each([
    ["src/components/probe.tsx", `import { x } from "~/features/admin/dates";`],
    ["src/lib/probe.ts", `import { x } from "../features/admin/dates";`],
    ["src/lib/auth/probe.ts", `export const load = () => import("~/app/account-menu");`],
    ["src/content/probe.ts", `import type { X } from "../root";`],
  ])("%s: %s", async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(["shared/no-feature-or-shell"]);
  });
});

describe("lint: Radix is imported only in src/components/ui", () => {
  it.each(["src/features/admin/probe.tsx", "src/app/probe.tsx", "src/components/probe.tsx"])(
    "not in %s",
    async (file) => {
      const code = `import * as Dialog from "@radix-ui/react-dialog";`;
      expect(await boundaryErrors(file, code)).toEqual(["design-system/radix-only-in-ui"]);
    },
  );

  it("in src/components/ui", async () => {
    expect(await boundaryErrors("src/components/ui/probe.tsx", `import * as D from "@radix-ui/react-dialog";`)).toEqual(
      [],
    );
  });
});
