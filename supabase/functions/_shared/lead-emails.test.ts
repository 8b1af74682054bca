import { describe, expect, it } from "vitest";
import { BRAND, BRAND_COLORS } from "@rules/brand.ts";
import { buildLeadEmails } from "./lead-emails.ts";
import type { ContactLead } from "@rules/lead-validation.ts";

const settings = {
  salesInbox: { address: "sales@example.com" },
  securityInbox: { address: "security@example.com" },
  hrInbox: { address: "hr@example.com" },
  from: { name: "Website", address: "no-reply@example.com" },
};
const received = { id: "7d3f0b7e-2c1a-4f5e-9b8a-0c1d2e3f4a5b", at: new Date("2026-01-01T09:00:00Z") };
const hostile: ContactLead = {
  fullName: `<script>alert("x")</script> & Co`,
  email: "eve@example.com",
  company: `<img src=x onerror=alert(1)>`,
  phone: "'; drop table--",
  service: "",
  message: "line one\n<b>bold</b>\nline three",
};

describe("lead emails", () => {
  const { notification, acknowledgement } = buildLeadEmails({ kind: "contact", lead: hostile }, received, settings);

  it("escapes every visitor value in the HTML part", () => {
    for (const html of [notification.html, acknowledgement.html]) {
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<b>");
    }
    expect(notification.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(notification.html).toContain("line one<br>\n&lt;b&gt;bold&lt;/b&gt;<br>\nline three");
  });

  it("keeps the plain-text part readable, unescaped", () => {
    expect(notification.text).toContain(`Name: ${hostile.fullName}`);
    expect(notification.text).toContain(`Message:\n${hostile.message}`);
  });

  it("sends the notification to sales with Reply-To the visitor", () => {
    expect(notification.to).toEqual(settings.salesInbox);
    expect(notification.replyTo).toEqual({ name: hostile.fullName, address: "eve@example.com" });
    expect(notification.subject).toBe(`New contact message from ${hostile.fullName}`);
  });

  it("keeps line breaks out of subjects and names even if a caller forgot to clean them", () => {
    const lead = { fullName: "Eve\r\nBcc: victim@example.com", email: "eve@example.com", company: "X" };
    const emails = buildLeadEmails({ kind: "demo", lead }, received, settings);
    for (const email of [emails.notification, emails.acknowledgement]) {
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.to.name ?? "").not.toMatch(/[\r\n]/);
    }
    expect(emails.notification.replyTo?.name).toBe("Eve  Bcc: victim@example.com");
  });

  it("acknowledges the visitor with the promise from the spec and does not echo their message", () => {
    expect(acknowledgement.to.address).toBe("eve@example.com");
    expect(acknowledgement.text).toContain("We'll get back to you within 24 hours.");
    expect(acknowledgement.text).not.toContain("bold");
    expect(acknowledgement.html).toContain("We&#39;ll get back to you within 24 hours.");
  });

  it("shows the service label rather than its value", () => {
    const lead = { ...hostile, service: "ai powered threat hunting" as const };
    expect(buildLeadEmails({ kind: "contact", lead }, received, settings).notification.text).toContain(
      "Service: AI Powered Threat Hunting",
    );
  });

  it("acknowledges a demo request with the demo promise", () => {
    const lead = { fullName: "Grace", email: "grace@example.com", company: "Navy" };
    const emails = buildLeadEmails({ kind: "demo", lead }, received, settings);
    expect(emails.acknowledgement.text).toContain("We'll get back to you soon to schedule your demo.");
    expect(emails.notification.text).toContain("Company: Navy");
  });

  it("carries the brand: wordmark, brand colours and a footer saying why the reader got it", () => {
    for (const email of [notification, acknowledgement]) {
      expect(email.html).toContain(`>${BRAND.name}</td>`);
      expect(email.html).toContain(`background-color:${BRAND_COLORS.navy}`);
      expect(email.html).toContain("Why you got this email:");
      expect(email.html).not.toMatch(/<img|<script|<link/);
      expect(email.text.startsWith(`${BRAND.name}\n\n`)).toBe(true);
      expect(email.text).toContain("Why you got this email:");
    }
    expect(notification.text).toContain(
      "Why you got this email: sales@example.com is the sales inbox of the SentinelForge website's contact form.",
    );
    expect(acknowledgement.text).toContain(
      "Why you got this email: this address was entered in the contact form on the SentinelForge website.",
    );
  });

  it("greets the visitor by name, escaped in the HTML part", () => {
    expect(acknowledgement.text).toContain(`Hello ${hostile.fullName},`);
    expect(acknowledgement.html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,");
    expect(acknowledgement.subject).toBe("We received your message");
  });

  it("says when the lead arrived, in both parts, on the head office's clock with UTC beside it", () => {
    // Boston: EST (UTC-5) in January, EDT (UTC-4) in July.
    expect(notification.text).toContain("Received: Thursday, January 1, 2026 at 4:00 AM EST (09:00 UTC)");
    expect(notification.html).toContain("Thursday, January 1, 2026 at 4:00 AM EST (09:00 UTC)");
    const summer = { ...received, at: new Date("2026-07-04T02:10:00Z") };
    const { notification: july } = buildLeadEmails({ kind: "contact", lead: hostile }, summer, settings);
    expect(july.text).toContain("Received: Friday, July 3, 2026 at 10:10 PM EDT (02:10 UTC)");
    expect(july.html).toContain("Friday, July 3, 2026 at 10:10 PM EDT (02:10 UTC)");
  });

  it("links staff to the lead in the admin area when the site's origin is known, and only then", () => {
    expect(notification.text).not.toContain("admin");
    const withSite = { ...settings, siteUrl: "https://www.example.com" };
    const lead = { fullName: "Grace", email: "grace@example.com", company: "Navy" };
    const demo = buildLeadEmails({ kind: "demo", lead }, received, withSite).notification;
    const url = `https://www.example.com/admin?lead=demo-${received.id}`;
    expect(demo.text).toContain(`Open in the admin area: ${url}`);
    expect(demo.html).toContain(`href="${url}"`);
    const report = buildLeadEmails(
      {
        kind: "security",
        reference: "SR-0123456789",
        lead: {
          fullName: "",
          email: "r@example.com",
          title: "XSS",
          description: "d",
          affectedAsset: "",
          severity: "low",
        },
      },
      received,
      withSite,
    ).notification;
    expect(report.text).toContain(`https://www.example.com/admin/security-reports?report=${received.id}`);
    // The visitor's acknowledgement never carries it.
    expect(buildLeadEmails({ kind: "demo", lead }, received, withSite).acknowledgement.text).not.toContain("/admin");
  });
});
