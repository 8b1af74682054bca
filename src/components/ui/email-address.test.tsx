import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

describe("EmailAddress", () => {
  it("reads as the whole address, with a line-break opportunity right after the @", () => {
    const { container } = render(
      <p>
        <EmailAddress address="contact@example.com" />
      </p>,
    );
    expect(container.textContent).toBe("contact@example.com");
    expect(container.querySelector("p")!.innerHTML).toBe("contact@<wbr>example.com");
  });

  it("leaves text without an @ as it is", () => {
    const { container } = render(<EmailAddress address="not an address" />);
    expect(container.innerHTML).toBe("not an address");
  });
});
