import { describe, expect, it } from "vitest";
import { checkWebhookTarget, isLocalDevelopment, type TargetPolicy } from "./webhook-target.ts";

const resolvingTo =
  (...addresses: string[]): TargetPolicy["resolve"] =>
  async () =>
    addresses;
const production = (resolve = resolvingTo("93.184.215.14")): TargetPolicy => ({ allowLoopback: false, resolve });
const development = (resolve = resolvingTo("93.184.215.14")): TargetPolicy => ({ allowLoopback: true, resolve });

describe("where a webhook may go", () => {
  it("accepts https to a name with public addresses only", async () => {
    const check = await checkWebhookTarget("https://hooks.crm.example/in?x=1", production());
    expect(check.ok && check.url.href).toBe("https://hooks.crm.example/in?x=1");
  });

  it.each([
    ["10.0.0.8", "private"],
    ["172.16.4.1", "private"],
    ["192.168.1.10", "private"],
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["0.0.0.0", "unspecified"],
    ["::1", "loopback"],
    ["fd00::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["::ffff:10.0.0.1", "private"],
  ])("refuses a name resolving to %s (%s), for good", async (address, range) => {
    const check = await checkWebhookTarget(
      "https://crm.example/hook",
      production(resolvingTo("93.184.215.14", address)),
    );
    expect(check).toEqual({
      ok: false,
      permanent: true,
      reason: `crm.example resolves to ${address}, a ${range} address: webhooks go only to public addresses`,
    });
  });

  it.each(["https://10.1.2.3/hook", "https://[::1]/hook", "https://[::ffff:7f00:1]/hook", "https://2130706433/hook"])(
    "refuses the address literal in %s without resolving anything",
    async (url) => {
      const check = await checkWebhookTarget(
        url,
        production(async () => Promise.reject(new Error("no DNS"))),
      );
      expect(check).toMatchObject({ ok: false, permanent: true });
    },
  );

  it("refuses plain http, credentials and non-URLs", async () => {
    expect(await checkWebhookTarget("http://crm.example/hook", production())).toMatchObject({
      ok: false,
      reason: "only https endpoints are allowed outside development",
    });
    expect(await checkWebhookTarget("https://u:p@crm.example/", production())).toMatchObject({ ok: false });
    expect(await checkWebhookTarget("not a url", production())).toMatchObject({ ok: false, permanent: true });
  });

  it("a DNS failure is worth retrying; no address either", async () => {
    const failing = production(async () => Promise.reject(new Error("NXDOMAIN")));
    expect(await checkWebhookTarget("https://gone.example/", failing)).toEqual({
      ok: false,
      permanent: false,
      reason: "could not resolve gone.example: NXDOMAIN",
    });
    expect(await checkWebhookTarget("https://gone.example/", production(resolvingTo()))).toMatchObject({
      ok: false,
      permanent: false,
    });
  });

  it("in development: http to this machine, still no private network, and http nowhere else", async () => {
    for (const url of ["http://127.0.0.1:8787/hook", "http://localhost:3000/", "http://[::1]:9/x"]) {
      expect((await checkWebhookTarget(url, development())).ok).toBe(true);
    }
    expect((await checkWebhookTarget("https://10.0.0.1/", development())).ok).toBe(false);
    expect(await checkWebhookTarget("http://crm.example/", development())).toMatchObject({
      ok: false,
      reason: "plain http is allowed only to this machine, in development",
    });
  });

  it("development is a local stack's plain-http SUPABASE_URL, never hosted Supabase's https one", () => {
    expect(isLocalDevelopment("http://127.0.0.1:54321")).toBe(true);
    expect(isLocalDevelopment("https://abcdefgh.supabase.co")).toBe(false);
    expect(isLocalDevelopment(undefined)).toBe(false);
    expect(isLocalDevelopment("nonsense")).toBe(false);
  });
});
