import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu";

describe("MobileMenu", () => {
  it("moves focus into the menu when opened, closes on Escape and returns focus to the button", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MobileMenu onDark={false} />
      </MemoryRouter>,
    );
    const button = screen.getByRole("button", { name: "Open menu" });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole("link", { name: "Cloud Security" })).toHaveAttribute(
      "href",
      "/solutions/cloud-security",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("keeps focus trapped inside while open", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <button type="button">outside</button>
        <MobileMenu onDark={false} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
