import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAccessibilityPreferencesCache, resolveAndApplyPreferences } from "~/lib/accessibility-preferences";
import { A11Y_STORAGE_KEYS, FONT_SIZES } from "~/lib/constants";
import { AccessibilityPanel } from "./accessibility-panel";

// The panel links to the accessibility statement, so it renders inside a router as on the site.
const renderPanel = () =>
  render(
    <MemoryRouter>
      <AccessibilityPanel />
    </MemoryRouter>,
  );

const html = () => document.documentElement;

/** What a reload does: the pre-paint script reads storage again before the app renders. */
function reload() {
  html().removeAttribute("data-contrast");
  html().removeAttribute("data-font-size");
  html().removeAttribute("data-reduced-motion");
  resetAccessibilityPreferencesCache();
  resolveAndApplyPreferences(A11Y_STORAGE_KEYS, FONT_SIZES);
}

async function openPanel() {
  await userEvent.click(screen.getByRole("button", { name: "Accessibility options" }));
  return screen.findByRole("dialog", { name: "Accessibility" });
}

describe("AccessibilityPanel", () => {
  beforeEach(() => {
    localStorage.clear();
    reload();
  });

  it("turns high contrast on for the whole page and remembers it across a reload", async () => {
    renderPanel();
    await openPanel();
    await userEvent.click(screen.getByRole("switch", { name: "High contrast" }));
    expect(html()).toHaveAttribute("data-contrast", "high");
    expect(localStorage.getItem("accessibility-high-contrast")).toBe("true");
    reload();
    expect(html()).toHaveAttribute("data-contrast", "high");
  });

  it("sets the text size to normal, large or larger and remembers it", async () => {
    renderPanel();
    await openPanel();
    await userEvent.click(screen.getByRole("radio", { name: "Larger" }));
    expect(html()).toHaveAttribute("data-font-size", "larger");
    expect(localStorage.getItem("accessibility-font-size")).toBe("larger");
    reload();
    expect(html()).toHaveAttribute("data-font-size", "larger");
    await userEvent.click(screen.getByRole("radio", { name: "Large" }));
    expect(html()).toHaveAttribute("data-font-size", "large");
  });

  it("reduces animations and remembers it", async () => {
    renderPanel();
    await openPanel();
    await userEvent.click(screen.getByRole("switch", { name: "Reduce animations" }));
    expect(html()).toHaveAttribute("data-reduced-motion", "true");
    expect(localStorage.getItem("accessibility-reduced-motion")).toBe("true");
    reload();
    expect(html()).toHaveAttribute("data-reduced-motion", "true");
  });

  it("lists the keyboard shortcuts, including Alt+T for notifications", async () => {
    renderPanel();
    await openPanel();
    expect(screen.getByText("Keyboard shortcuts")).toBeInTheDocument();
    expect(screen.getByText("Jump to notifications")).toBeInTheDocument();
  });

  it("follows the OS settings when nothing is stored", () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes("reduce") || query.includes("more"),
      media: query,
    })) as typeof window.matchMedia;
    reload();
    expect(html()).toHaveAttribute("data-reduced-motion", "true");
    expect(html()).toHaveAttribute("data-contrast", "high");
    window.matchMedia = original;
  });
});
