import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeferredIsland } from "./deferred-island";

// Far below the fold: the observer never reports the island as near.
class NeverNearObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const controls = (label: string) => (
  <button type="button" data-focus-key="next">
    {label}
  </button>
);

describe("DeferredIsland", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", NeverNearObserver));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the placeholder, whose controls are in the tab order, until the island is needed", () => {
    render(<DeferredIsland placeholder={controls("Next (loading)")}>{controls("Next")}</DeferredIsland>);
    expect(screen.getByRole("button", { name: "Next (loading)" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("loads when keyboard focus enters it, and keeps focus on the same control", async () => {
    render(<DeferredIsland placeholder={controls("Next (loading)")}>{controls("Next")}</DeferredIsland>);
    act(() => screen.getByRole("button", { name: "Next (loading)" }).focus());
    const loaded = await screen.findByRole("button", { name: "Next" });
    await vi.waitFor(() => expect(loaded).toHaveFocus());
  });
});
