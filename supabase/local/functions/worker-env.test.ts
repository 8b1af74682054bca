import { describe, expect, it } from "vitest";
import { buildStackConfig } from "../config.ts";
import { parseToml } from "../toml.ts";
import { workerEnv } from "./worker-env.ts";

const config = buildStackConfig(parseToml('[inbucket]\nadmin_email = "hello@example.com"\nsender_name = "Acme"'), {
  projectRoot: "/project",
  apiUrl: "http://127.0.0.1:1",
  inboxUrl: "http://127.0.0.1:2",
  ports: { api: 1, inbox: 2, smtp: 3 },
});

describe("the environment of a function worker", () => {
  it("sends from the auth emails' sender (config.toml [inbucket]) unless the developer set MAIL_FROM", () => {
    expect(workerEnv(config, {}).MAIL_FROM).toBe("Acme <hello@example.com>");
    expect(workerEnv(config, { MAIL_FROM: "Other <o@example.com>" }).MAIL_FROM).toBe("Other <o@example.com>");
  });
});
