import { describe, expect, it } from "vitest";
import { buildStackConfig } from "../config.ts";
import { UNSTARTED_ADDRESSES } from "../testing.ts";
import { parseToml } from "../toml.ts";
import { workerEnv } from "./worker-env.ts";

const config = buildStackConfig(
  parseToml('[inbucket]\nadmin_email = "hello@example.com"\nsender_name = "Acme"'),
  UNSTARTED_ADDRESSES,
);

describe("the environment of a function worker", () => {
  it("sends from the auth emails' sender (config.toml [inbucket]) unless the project's secrets set MAIL_FROM", () => {
    expect(workerEnv(config, {}).MAIL_FROM).toBe("Acme <hello@example.com>");
    const withSender = { ...config, functionEnv: { MAIL_FROM: "Other <o@example.com>" } };
    expect(workerEnv(withSender, {}).MAIL_FROM).toBe("Other <o@example.com>");
  });

  it("takes nothing from the stack's own environment but what Deno needs", () => {
    expect(workerEnv(config, { MAIL_FROM: "Shell <s@example.com>", HOME: "/home/dev" })).toMatchObject({
      MAIL_FROM: "Acme <hello@example.com>",
      HOME: "/home/dev",
    });
  });
});
