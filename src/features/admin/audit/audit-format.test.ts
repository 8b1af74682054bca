import { describe, expect, it } from "vitest";
import { actionLabel, actorName, auditFiltersFromParams, detailPairs } from "./audit-format";

describe("audit log entries as staff read them", () => {
  it("reads a known action and the actor text from the URL, and ignores anything else", () => {
    expect(auditFiltersFromParams(new URLSearchParams("action=role.grant&actor=%20Ada@%20"))).toEqual({
      action: "role.grant",
      actor: "Ada@",
    });
    expect(auditFiltersFromParams(new URLSearchParams("action=drop.table&actor=%20"))).toEqual({
      action: undefined,
      actor: undefined,
    });
    expect(auditFiltersFromParams(new URLSearchParams(`actor=${"a".repeat(300)}`)).actor).toHaveLength(254);
  });

  it("names the actor: their email, an erased account by id, or the system", () => {
    expect(actorName({ actor_id: "u1", actor_email: "ada@example.com" })).toBe("ada@example.com");
    expect(actorName({ actor_id: "u1", actor_email: null })).toBe("Account u1 (no longer exists)");
    expect(actorName({ actor_id: null, actor_email: null })).toBe("System");
  });

  it("labels known actions and shows an unknown one as it is stored", () => {
    expect(actionLabel("security_report.status")).toBe("Report status changed");
    expect(actionLabel("future.thing")).toBe("future.thing");
  });

  it("reads a status change as from → to, and other details as terms", () => {
    expect(detailPairs({ from: "new", to: "triaged" })).toEqual([["change", "new → triaged"]]);
    expect(detailPairs({ columns: ["alt_text", "logo_url"], account: true, filters: { kind: "demo" } })).toEqual([
      ["columns", "alt_text, logo_url"],
      ["account", "true"],
      ["filters", '{"kind":"demo"}'],
    ]);
    expect(detailPairs({ to: null, queued: 2 })).toEqual([
      ["change", "none → none"],
      ["queued", "2"],
    ]);
    expect(detailPairs({})).toEqual([]);
  });
});
