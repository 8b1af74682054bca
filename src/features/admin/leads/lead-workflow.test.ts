import { describe, expect, it } from "vitest";
import { historyText } from "./lead-workflow";

describe("a lead's history in words", () => {
  it("says what each audit row did to the lead", () => {
    expect(historyText("lead.status", { from: "new", to: "contacted" })).toBe("Status: New → Contacted");
    expect(historyText("lead.owner", { from: null, to: "ana@example.com" })).toBe("Given to ana@example.com");
    expect(historyText("lead.owner", { from: "ana@example.com", to: null })).toBe("Given to nobody");
    expect(historyText("lead.note", { note_id: "x" })).toBe("Added a note");
    expect(historyText("lead.resend", { queued: 2 })).toBe("Sent its emails again");
    expect(historyText("lead.future", {})).toBe("lead.future");
  });
});
