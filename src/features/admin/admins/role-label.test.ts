import { describe, expect, it } from "vitest";
import { roleLabel } from "./role-label";

describe("roleLabel", () => {
  it("reads a role's name as a title, and with its article", () => {
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("sales")).toBe("Sales");
    expect(roleLabel("site_content")).toBe("Site content");
    expect(roleLabel("admin", "article")).toBe("an admin");
    expect(roleLabel("sales", "article")).toBe("a sales colleague");
    expect(roleLabel("audit", "article")).toBe("an audit colleague");
  });

  it('writes the HR role as an initialism: "HR", "an HR colleague"', () => {
    expect(roleLabel("hr")).toBe("HR");
    expect(roleLabel("hr", "article")).toBe("an HR colleague");
  });
});
