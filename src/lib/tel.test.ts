import { describe, expect, it } from "vitest";
import { telHref } from "./tel";

describe("telHref", () => {
  it("keeps the digits and a leading +, and drops spaces, brackets and dashes", () => {
    expect(telHref("+1 (555) 010-0100")).toBe("tel:+15550100100");
    expect(telHref(" 0555 0100 ")).toBe("tel:05550100");
  });

  it("drops words and any later +, so nothing but the number reaches the link", () => {
    expect(telHref("555 0100 ext. 2")).toBe("tel:55501002");
    expect(telHref("555+0100?body=x")).toBe("tel:5550100");
  });

  it("gives no link for text with too few digits to call", () => {
    expect(telHref("call me")).toBeUndefined();
    expect(telHref("+44")).toBeUndefined();
  });
});
