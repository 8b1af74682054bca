import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAccessibilityPreferencesCache } from "~/lib/accessibility-preferences";
import { StatisticsSection } from "./statistics-section";

const counters = () => [...document.querySelectorAll("[data-counter]")].map((el) => el.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const FINAL = ["99.9%", "100+", "24/7", "15min"];

describe("StatisticsSection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAccessibilityPreferencesCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetAccessibilityPreferencesCache();
  });

  it("shows 99.9% threat detection accuracy, 100+ enterprise clients, 24/7 monitoring and 15min average response time", () => {
    render(<StatisticsSection />);
    expect(counters()).toEqual(FINAL);
    for (const [value, label] of [
      ["99.9%", "Threat detection accuracy"],
      ["100+", "Enterprise clients"],
      ["24/7", "Monitoring"],
      ["15min", "Average response time"],
    ]) {
      expect(screen.getByText(label).closest("div")).toHaveTextContent(value);
    }
  });

  it("counts up from zero to the final figures over 250 ms", () => {
    render(<StatisticsSection />);
    advance(0);
    expect(counters()).toEqual(["0.0%", "0+", "0/7", "0min"]);
    advance(125);
    expect(counters()).toEqual(["50.0%", "50+", "12/7", "8min"]);
    advance(124);
    expect(counters()).not.toEqual(FINAL);
    advance(1);
    expect(counters()).toEqual(FINAL);
  });

  it("restarts the count every 15000 ms", () => {
    render(<StatisticsSection />);
    advance(250);
    expect(counters()).toEqual(FINAL);
    advance(15_000 - 250 - 1);
    expect(counters()).toEqual(FINAL);
    advance(1);
    expect(counters()).toEqual(["0.0%", "0+", "0/7", "0min"]);
    advance(250);
    expect(counters()).toEqual(FINAL);
  });

  it("gives screen readers the final figures only", () => {
    render(<StatisticsSection />);
    advance(100);
    expect(screen.getByText("99.9%", { selector: ".sr-only" })).toBeInTheDocument();
    expect(document.querySelector("[data-counter]")).toHaveAttribute("aria-hidden", "true");
  });

  it("stays still on the final figures with reduced motion", () => {
    window.localStorage.setItem("accessibility-reduced-motion", "true");
    resetAccessibilityPreferencesCache();
    render(<StatisticsSection />);
    for (const ms of [0, 100, 15_000]) {
      advance(ms);
      expect(counters()).toEqual(FINAL);
    }
  });
});
