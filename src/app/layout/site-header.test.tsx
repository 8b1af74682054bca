import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

const renderHeader = (overHero: boolean) =>
  render(
    <MemoryRouter>
      <SiteHeader overHero={overHero} />
    </MemoryRouter>,
  );

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("SiteHeader", () => {
  it("is transparent over the home hero until the page scrolls more than 50 px, then white with a shadow", () => {
    scrollTo(0);
    renderHeader(true);
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-transparent", "true");
    scrollTo(50);
    expect(header).toHaveAttribute("data-transparent", "true");
    scrollTo(51);
    expect(header).toHaveAttribute("data-transparent", "false");
    expect(header.className).toContain("bg-white");
    expect(header.className).toContain("shadow-md");
    scrollTo(10);
    expect(header).toHaveAttribute("data-transparent", "true");
  });

  it("starts white on other pages", () => {
    scrollTo(0);
    renderHeader(false);
    expect(screen.getByRole("banner")).toHaveAttribute("data-transparent", "false");
  });

  it("offers Solutions and Products dropdowns with every route, About Us, Contact and 'Schedule a Demo'", async () => {
    renderHeader(false);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const solutions = screen.getByRole("button", { name: "Solutions" });
    expect(solutions).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(solutions);
    expect(solutions).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: /Next-Generation SIEM\/SOC/ })).toHaveAttribute(
      "href",
      "/solutions/next-generation-siem-soc",
    );
    await userEvent.keyboard("{Escape}");
    expect(solutions).toHaveAttribute("aria-expanded", "false");
    expect(solutions).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Products" }));
    expect(screen.getAllByRole("link", { name: /WAF & API Security/ })[0]).toHaveAttribute(
      "href",
      "/products/waf-api-security",
    );
    expect(nav).toContainElement(screen.getByRole("link", { name: "About Us" }));
    expect(nav).toContainElement(screen.getByRole("link", { name: "Contact" }));
    expect(screen.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/#request-demo");
  });
});
