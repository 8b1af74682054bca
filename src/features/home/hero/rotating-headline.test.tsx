import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heroHeadlines } from "~/content/home/copy";
import { resetAccessibilityPreferencesCache } from "~/lib/accessibility-preferences";
import { RotatingHeadline } from "./rotating-headline";

const headingText = (i: number) => `${heroHeadlines[i].lead} ${heroHeadlines[i].highlight}`;
const heading = () => screen.getByRole("heading", { level: 1 });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("RotatingHeadline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAccessibilityPreferencesCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAccessibilityPreferencesCache();
  });

  it("rotates through the 4 headlines, one every 4000 ms", () => {
    render(<RotatingHeadline headlines={heroHeadlines} />);
    expect(heroHeadlines).toHaveLength(4);
    expect(heading()).toHaveTextContent(headingText(0));
    advance(4300);
    expect(heading()).toHaveTextContent(headingText(1));
    advance(4000);
    expect(heading()).toHaveTextContent(headingText(2));
    advance(4000);
    expect(heading()).toHaveTextContent(headingText(3));
    advance(4000);
    expect(heading()).toHaveTextContent(headingText(0));
  });

  it("fades the headline out for 300 ms before the next one fades in", () => {
    render(<RotatingHeadline headlines={heroHeadlines} />);
    expect(heading()).toHaveStyle({ transitionDuration: "300ms" });
    advance(3999);
    expect(heading()).toHaveAttribute("data-state", "visible");
    advance(1);
    expect(heading()).toHaveAttribute("data-state", "hidden");
    expect(heading()).toHaveClass("opacity-0");
    expect(heading()).toHaveTextContent(headingText(0));
    advance(299);
    expect(heading()).toHaveTextContent(headingText(0));
    advance(1);
    expect(heading()).toHaveAttribute("data-state", "visible");
    expect(heading()).toHaveClass("opacity-100");
    expect(heading()).toHaveTextContent(headingText(1));
  });

  it("reserves the height of every headline so rotating never shifts the page", () => {
    const { container } = render(<RotatingHeadline headlines={heroHeadlines} />);
    const sizers = container.querySelectorAll("p[aria-hidden='true'].invisible");
    expect([...sizers].map((p) => p.textContent)).toEqual(heroHeadlines.map((_, i) => headingText(i)));
  });

  it("stops and resumes with the visible pause control", () => {
    render(<RotatingHeadline headlines={heroHeadlines} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause headline rotation" }));
    advance(20_000);
    expect(heading()).toHaveTextContent(headingText(0));
    fireEvent.click(screen.getByRole("button", { name: "Resume headline rotation" }));
    advance(4300);
    expect(heading()).toHaveTextContent(headingText(1));
  });

  it("does not rotate with reduced motion", () => {
    window.localStorage.setItem("accessibility-reduced-motion", "true");
    resetAccessibilityPreferencesCache();
    render(<RotatingHeadline headlines={heroHeadlines} />);
    advance(20_000);
    expect(heading()).toHaveTextContent(headingText(0));
    expect(heading()).toHaveAttribute("data-state", "visible");
    // Hidden, not removed, so the hero keeps its height.
    expect(screen.getByRole("button", { name: "Pause headline rotation" }).parentElement).toHaveClass("invisible");
  });
});
