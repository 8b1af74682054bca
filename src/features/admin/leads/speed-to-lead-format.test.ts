import { describe, expect, it } from "vitest";
import { formatWait } from "./speed-to-lead-format";

describe("formatWait", () => {
  it("says a wait the way people do", () => {
    expect([null, 0, 1, 42, 60, 185, 1440, 3120].map(formatWait)).toEqual([
      "–",
      "under 1 min",
      "1 min",
      "42 min",
      "1 h",
      "3 h 5 min",
      "1 d",
      "2 d 4 h",
    ]);
  });
});
