import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonialsSection } from "~/content/home/copy";
import { resetAccessibilityPreferencesCache } from "~/lib/accessibility-preferences";
import type { CustomerLogo } from "./customer-logos";
import { LogoMarquee } from "./logo-marquee";

const logo = (order: number, name: string): CustomerLogo => ({
  id: `logo-${order}`,
  logo_url: `/logos/${order}.svg`,
  alt_text: `${name} logo`,
  company_name: name,
  is_active: true,
  display_order: order,
});
const logos = [logo(1, "Veridian Bank"), logo(2, "Helix Energy"), logo(3, "Aurora Health")];
const customers = () => screen.getByRole("list", { name: "Our customers" });

describe("LogoMarquee", () => {
  beforeEach(() => resetAccessibilityPreferencesCache());
  afterEach(() => {
    vi.restoreAllMocks();
    resetAccessibilityPreferencesCache();
  });

  it("lists each logo once, in the given order, for assistive technology", () => {
    render(<LogoMarquee labels={testimonialsSection} logos={logos} />);
    expect(
      within(customers())
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Veridian Bank logo", "Helix Energy logo", "Aurora Health logo"]);
    expect(screen.getAllByRole("list")).toHaveLength(1);
  });

  it("gives every item the 192 px slot of the spec", () => {
    const { container } = render(<LogoMarquee labels={testimonialsSection} logos={logos} />);
    for (const item of container.querySelectorAll("li")) expect(item).toHaveStyle({ width: "192px" });
  });

  it("loops by repeating the logos in a hidden copy, and can be paused", () => {
    const { container } = render(<LogoMarquee labels={testimonialsSection} logos={logos} />);
    const repeats = container.querySelector("ul[aria-hidden='true']");
    expect(repeats?.querySelectorAll("li").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Pause logo animation" }));
    expect(container.querySelector(".animate-logo-scroll")).toHaveStyle({ animationPlayState: "paused" });
    expect(screen.getByRole("button", { name: "Play logo animation" })).toBeInTheDocument();
  });

  it("stands still, without repeats, wrapped into rows under reduced motion", () => {
    window.localStorage.setItem("accessibility-reduced-motion", "true");
    resetAccessibilityPreferencesCache();
    const { container } = render(<LogoMarquee labels={testimonialsSection} logos={logos} />);
    expect(container.querySelector(".animate-logo-scroll")).toBeNull();
    expect(container.querySelectorAll("li")).toHaveLength(3);
    expect(customers()).toHaveClass("flex-wrap");
    expect(container.querySelector(".overflow-x-auto")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("only logs a logo that fails to load, and shows the company name in its place", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem("accessibility-reduced-motion", "true");
    resetAccessibilityPreferencesCache();
    render(<LogoMarquee labels={testimonialsSection} logos={[logo(9, "Cobalt Insurance")]} />);
    fireEvent.error(screen.getByRole("img", { name: "Cobalt Insurance logo" }));
    expect(warn).toHaveBeenCalledWith("Customer logo failed to load: /logos/9.svg");
    expect(within(customers()).getByText("Cobalt Insurance")).toBeInTheDocument();
  });
});
