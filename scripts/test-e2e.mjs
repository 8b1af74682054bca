// Runs the browser suite against a fresh production build. Without Debian's Chromium it says so
// loudly and skips only this part, so the rest of `npm test` still means something.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { localEnv } from "./ports.mjs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const bar = "=".repeat(78);
  console.warn(
    `\n${bar}\n  SKIPPING END-TO-END TESTS: ${CHROMIUM} is missing.\n  Install it with:  sudo apt-get install -y chromium\n${bar}\n`,
  );
  process.exit(0);
}
const env = localEnv();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
