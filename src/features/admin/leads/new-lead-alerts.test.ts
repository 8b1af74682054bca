import { describe, expect, it } from "vitest";
import { arrivedLead, newLeadsToast } from "./new-lead-alerts";

const id = "7d3f0b7e-2c1a-4f5e-9b8a-0c1d2e3f4a5b";

describe("new lead alerts", () => {
  it("reads a lead from a Realtime insert of either table, and nothing else", () => {
    expect(arrivedLead({ table: "demo_requests", row: { id, full_name: "Ada", company: "Engines" } })).toEqual({
      kind: "demo",
      id,
      name: "Ada",
      company: "Engines",
    });
    expect(arrivedLead({ table: "contact_messages", row: { id, full_name: "Ada", company: null } })?.company).toBe("");
    expect(arrivedLead({ table: "security_reports", row: { id } })).toBeUndefined();
    expect(arrivedLead({ table: "demo_requests", row: {} })).toBeUndefined();
  });

  it("links one lead to itself, several to the list", () => {
    const one = newLeadsToast([{ kind: "contact", id, name: "Ada", company: "" }]);
    expect(one).toMatchObject({ title: "New contact message", description: "From Ada." });
    expect(one.action.to).toBe(`/admin?lead=contact-${id}`);
    const two = newLeadsToast([
      { kind: "demo", id, name: "Ada", company: "Engines" },
      { kind: "contact", id, name: "Bob", company: "" },
    ]);
    expect(two).toMatchObject({ title: "2 new leads", action: { label: "Show leads", to: "/admin" } });
  });
});
