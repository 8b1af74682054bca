import { describe, expect, it } from "vitest";
import {
  attemptDuration,
  attemptResult,
  deliveryStatusFromParams,
  deliveryTiming,
  endpointName,
  ENVIRONMENT_ENDPOINT_LABEL,
  eventLabel,
  eventsSummary,
  lastResult,
  leadLinkText,
  problemField,
  toggledEvents,
} from "./webhook-format";

const NOW = new Date("2026-11-28T10:00:00Z");

describe("webhook events and endpoints as staff read them", () => {
  it("labels known events and shows an unknown one as it is stored", () => {
    expect(eventLabel("demo_request.created")).toBe("New demo request");
    expect(eventLabel("contact_message.created")).toBe("New contact message");
    expect(eventLabel("invoice.paid")).toBe("invoice.paid");
  });

  it("says what an endpoint receives, in the events' order", () => {
    expect(eventsSummary(["demo_request.created", "contact_message.created"])).toBe(
      "New contact messages and new demo requests",
    );
    expect(eventsSummary(["demo_request.created"])).toBe("New demo requests");
    expect(eventsSummary([])).toBe("No events");
  });

  it("turns one event on or off and keeps the events' order", () => {
    expect(toggledEvents(["demo_request.created"], "contact_message.created", true)).toEqual([
      "contact_message.created",
      "demo_request.created",
    ]);
    expect(toggledEvents(["contact_message.created", "demo_request.created"], "demo_request.created", false)).toEqual([
      "contact_message.created",
    ]);
  });

  it('names a delivery\'s endpoint by URL, and one without as "LEAD_WEBHOOK_URL (function secret)"', () => {
    const endpoints = [{ id: "e1", url: "https://crm.example.com/hooks" }];
    expect(endpointName("e1", endpoints)).toBe("https://crm.example.com/hooks");
    expect(endpointName(null, endpoints)).toBe(ENVIRONMENT_ENDPOINT_LABEL);
    expect(ENVIRONMENT_ENDPOINT_LABEL).toBe("LEAD_WEBHOOK_URL (function secret)");
    expect(endpointName("gone", endpoints)).toBe("An endpoint no longer listed");
  });

  it("names the lead by its kind and the start of its id, so each link on the page differs", () => {
    expect(leadLinkText("demo", "3f2a9c1e-0000-4000-8000-000000000000")).toBe("Demo request 3f2a9c1e");
    expect(leadLinkText("contact", "abcdef12-0000")).toBe("Contact message abcdef12");
  });

  it("reads a ?status= it knows and ignores anything else", () => {
    expect(deliveryStatusFromParams(new URLSearchParams("status=failed"))).toBe("failed");
    expect(deliveryStatusFromParams(new URLSearchParams("status=lost"))).toBeUndefined();
    expect(deliveryStatusFromParams(new URLSearchParams())).toBeUndefined();
  });
});

describe("where a delivery stands", () => {
  it("gives the last HTTP status and error, or says it was not tried yet", () => {
    expect(lastResult({ attempts: 0, last_status_code: null, last_error: null })).toEqual({
      status: "Not tried yet",
      error: null,
    });
    expect(lastResult({ attempts: 2, last_status_code: 503, last_error: "Service Unavailable" })).toEqual({
      status: "HTTP 503",
      error: "Service Unavailable",
    });
    expect(lastResult({ attempts: 1, last_status_code: null, last_error: "connection refused" })).toEqual({
      status: "No HTTP answer",
      error: "connection refused",
    });
  });

  it("says when it was delivered, when it is tried next, or that it gave up", () => {
    const at = (status: string, next = "2026-11-28T10:02:00Z", delivered: string | null = null) =>
      deliveryTiming({ status: status as "queued", next_attempt_at: next, delivered_at: delivered }, NOW);
    expect(at("delivered", NOW.toISOString(), "2026-11-28T09:59:00Z")).toEqual({
      term: "Delivered",
      at: "2026-11-28T09:59:00Z",
    });
    expect(at("retrying")).toEqual({ term: "Next attempt", at: "2026-11-28T10:02:00Z" });
    expect(at("queued", "2026-11-28T09:00:00Z")).toEqual({ term: "Next attempt", note: "Due now" });
    expect(at("sending")).toEqual({ term: "Next attempt", note: "Being sent now" });
    expect(at("failed")).toEqual({ term: "Next attempt", note: "None: gave up. Redeliver to try again." });
  });

  it("reads an attempt's answer and how long it took", () => {
    expect(attemptResult({ status_code: 200, outcome: "delivered" })).toBe("HTTP 200, delivered");
    expect(attemptResult({ status_code: null, outcome: "error" })).toBe("No HTTP answer, failed");
    expect(attemptDuration({ started_at: "2026-11-28T10:00:00.000Z", finished_at: "2026-11-28T10:00:00.035Z" })).toBe(
      "35 ms",
    );
    expect(attemptDuration({ started_at: "2026-11-28T10:00:00.000Z", finished_at: "2026-11-28T10:00:02.420Z" })).toBe(
      "2.4 s",
    );
    expect(attemptDuration({ started_at: "2026-11-28T10:00:00Z", finished_at: "2026-11-28T10:00:12.600Z" })).toBe(
      "13 s",
    );
  });
});

describe("the add form's refusals", () => {
  it("puts create_webhook_endpoint()'s sentence beside the field it is about", () => {
    expect(problemField("Choose the events to send: new contact messages, new demo requests or both.")).toBe("events");
    expect(problemField("The description is longer than 200 characters.")).toBe("description");
    expect(problemField("The URL must start with https:// and a host name.")).toBe("url");
    expect(problemField("Use an https:// URL (plain http is allowed only for this machine, in development).")).toBe(
      "url",
    );
  });
});
