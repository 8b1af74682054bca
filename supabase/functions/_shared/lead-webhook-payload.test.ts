import { describe, expect, it } from "vitest";
import { handleLeadSubmission } from "./lead-handler.ts";
import { createFakeLeadDeps } from "./lead-test-fakes.ts";
import { leadWebhookEvent, newWebhookId } from "./lead-webhook-payload.ts";

const meta = { clientIp: "203.0.113.9", userAgent: "test" };
const context = {
  attribution: {
    firstTouch: {
      landingPage: "/?utm_source=linkedin&utm_campaign=q4-soc",
      referrer: "https://www.linkedin.com/",
      utm: { utm_source: "linkedin", utm_campaign: "q4-soc" },
    },
    lastTouch: "/contact",
  },
  consent: { privacyNoticeVersion: "2026-11-28", securityUpdates: true },
};
const contact = {
  fullName: "Ada Lovelace",
  email: "ada@acme.example",
  company: "Acme",
  phone: "",
  service: "network security",
  message: "We need a test before our audit.",
};

describe("a lead's webhook event", () => {
  it("carries the lead, its attribution and its consent, and links the lead in the admin area", () => {
    const receivedAt = new Date("2026-11-28T10:00:00Z");
    const event = leadWebhookEvent(
      { kind: "contact", lead: contact as never },
      { id: "3f0c8a4e-1111-4222-8333-944445555666", receivedAt, meta: { ...meta, context } },
      { siteOrigin: "https://www.example.com", environment: true, webhookId: "msg_0123456789abcdef0123456789abcdef" },
    );
    expect(event).toEqual({
      id: "msg_0123456789abcdef0123456789abcdef",
      type: "contact_message.created",
      environment: true,
      payload: {
        type: "contact_message.created",
        timestamp: "2026-11-28T10:00:00.000Z",
        data: {
          id: "3f0c8a4e-1111-4222-8333-944445555666",
          kind: "contact",
          receivedAt: "2026-11-28T10:00:00.000Z",
          fullName: "Ada Lovelace",
          email: "ada@acme.example",
          company: "Acme",
          phone: null,
          service: "network security",
          message: "We need a test before our audit.",
          adminUrl: "https://www.example.com/admin?lead=contact-3f0c8a4e-1111-4222-8333-944445555666",
          attribution: context.attribution,
          consent: {
            privacyNoticeVersion: "2026-11-28",
            privacyNoticeShownAt: "2026-11-28T10:00:00.000Z",
            securityUpdates: true,
          },
        },
      },
    });
  });

  it("says plainly what is unknown: no context, no site URL", () => {
    const event = leadWebhookEvent(
      { kind: "demo", lead: { fullName: "Bo", email: "bo@example.com", company: "Co" } },
      { id: "lead-2", receivedAt: new Date(0), meta },
      { environment: false },
    );
    expect(event?.type).toBe("demo_request.created");
    expect(event?.payload.data).toMatchObject({
      phone: null,
      message: null,
      adminUrl: null,
      attribution: null,
      consent: { privacyNoticeVersion: null, privacyNoticeShownAt: null, securityUpdates: false },
    });
  });

  it("webhook-ids are msg_ and 32 hex digits, new each time", () => {
    expect(newWebhookId()).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(newWebhookId()).not.toBe(newWebhookId());
  });

  it("is stored with each contact message and demo request, never with a security report, and sent after the answer", async () => {
    const { deps, store } = createFakeLeadDeps();
    const started: string[] = [];
    deps.webhookEnvironment = true;
    deps.deliverWebhookSoon = (id) => started.push(id);
    await handleLeadSubmission("contact", JSON.stringify({ ...contact, context }), meta, deps);
    const report = { email: "r@example.com", title: "XSS", description: "Reflected XSS on /search" };
    await handleLeadSubmission("security", JSON.stringify(report), meta, deps);
    expect(store.rows[0].webhook).toMatchObject({ type: "contact_message.created", environment: true });
    expect(store.rows[0].webhook?.payload.data.attribution).toEqual(context.attribution);
    expect(store.rows[1].webhook).toBeNull();
    expect(started).toEqual([store.rows[0].webhook?.id]);
  });

  it("a replay of the same Idempotency-Key queues and starts nothing more", async () => {
    const { deps, store } = createFakeLeadDeps();
    const started: string[] = [];
    deps.deliverWebhookSoon = (id) => started.push(id);
    const key = "7d2c4c1e-8a8b-4c3d-9e0f-1a2b3c4d5e6f";
    for (let i = 0; i < 2; i++) await handleLeadSubmission("contact", JSON.stringify(contact), meta, deps, key);
    expect(store.rows).toHaveLength(1);
    expect(started).toHaveLength(1);
  });
});
