// A newcomer's machine: an empty Deno cache and no registry. The lead functions' first calls must
// still answer, with their npm imports read from the project's node_modules (what `npm ci` put
// there), and nothing may land in Deno's npm cache. Every address a download could use points at
// a closed loopback port, so an attempt fails at once instead of quietly succeeding on a machine
// that happens to be online.

import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverLeadEmailsNow, type LeadStack, startLeadStack, uniqueEmail, waitFor } from "./lead-stack.ts";

const UNREACHABLE = "http://127.0.0.1:9/";
let denoDir: string;
let lead: LeadStack;

beforeAll(async () => {
  denoDir = mkdtempSync(join(tmpdir(), "empty-deno-dir-"));
  lead = await startLeadStack({
    DENO_DIR: denoDir,
    NPM_CONFIG_REGISTRY: UNREACHABLE,
    HTTPS_PROXY: UNREACHABLE,
    HTTP_PROXY: UNREACHABLE,
    LEADS_RATE_LIMIT_MAX: "1000",
  });
});

afterAll(async () => {
  await lead?.stop();
  rmSync(denoDir, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe("lead functions on a machine with nothing cached and no registry", () => {
  it("answers the first demo request and the first contact message, stores both and mails both", async () => {
    const demoEmail = uniqueEmail("offline-demo");
    const demo = await lead.invoke("send-demo-request", {
      fullName: "Grace Hopper",
      email: demoEmail,
      company: "Navy",
    });
    expect(demo).toMatchObject({ status: 200, body: { ok: true } });

    const contactEmail = uniqueEmail("offline-contact");
    const contact = await lead.invoke("send-contact-form", {
      fullName: "Ada Lovelace",
      email: contactEmail,
      company: "Analytical Engines",
      phone: "",
      service: "",
      message: "Hello from a machine with no network.",
    });
    expect(contact).toMatchObject({ status: 200, body: { ok: true } });

    await waitFor("both leads' emails to be sent", async () => {
      const [demoRow] = await lead.rowsByEmail("demo_requests", demoEmail);
      const [contactRow] = await lead.rowsByEmail("contact_messages", contactEmail);
      return demoRow?.email_status === "sent" && contactRow?.email_status === "sent";
    });
    expect(await lead.mailsAbout(demoEmail)).toHaveLength(2);
    expect(await lead.mailsAbout(contactEmail)).toHaveLength(2);
  });

  it("runs the delivery worker too", async () => {
    expect(await deliverLeadEmailsNow(lead.stack)).toEqual({
      claimed: 0,
      sent: 0,
      retrying: 0,
      failed: 0,
      webhooks: { claimed: 0, delivered: 0, retrying: 0, failed: 0 },
    });
  });

  it("downloaded nothing: Deno's npm cache holds no package", () => {
    // Deno keeps its own bookkeeping (analysis and code caches) in DENO_DIR; downloaded npm
    // packages would sit under npm/<registry host>/.
    const npmFiles = filesUnder(denoDir).filter((file) => file.startsWith("npm"));
    expect(npmFiles).toEqual([]);
    expect(filesUnder(denoDir).filter((file) => file.endsWith(".tgz") || file.endsWith("package.json"))).toEqual([]);
  });
});
