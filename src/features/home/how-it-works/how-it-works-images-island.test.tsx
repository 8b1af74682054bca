import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { howItWorksSection } from "~/content/home/copy";
import { resetAccessibilityPreferencesCache } from "~/lib/accessibility-preferences";
import { getQueryClient } from "~/lib/query-client";
import HowItWorksImagesIsland from "./how-it-works-images-island";
import { ImagesPlaceholder } from "./images-placeholder";
import type { HowItWorksImage } from "./how-it-works-images";

// The island's only outside dependency: a Supabase query builder answering one fixed result.
const answer = vi.hoisted(() => ({ current: { data: [] as unknown[] | null, error: null as unknown } }));
const calls = vi.hoisted(() => [] as string[]);
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    from: (table: string) => {
      calls.push(`from ${table}`);
      const builder = {
        select: (columns: string) => (calls.push(`select ${columns}`), builder),
        eq: (column: string, value: unknown) => (calls.push(`eq ${column} ${value}`), builder),
        order: (column: string, options: { ascending: boolean }) => {
          calls.push(`order ${column} ${options.ascending ? "asc" : "desc"}`);
          return Promise.resolve(answer.current);
        },
      };
      return builder;
    },
  }),
}));

const image = (order: number, title: string): HowItWorksImage => ({
  id: `id-${order}`,
  image_url: `/images/${order}.svg`,
  title,
  description: `${title} description`,
  is_active: true,
  display_order: order,
});

// jsdom has no layout observers; Embla only needs them to exist.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe("HowItWorksImagesIsland", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", NoopObserver);
    vi.stubGlobal("ResizeObserver", NoopObserver);
    calls.length = 0;
    getQueryClient().clear();
    resetAccessibilityPreferencesCache();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAccessibilityPreferencesCache();
  });

  it("reads the active how_it_works_images ordered by display_order, and shows them with a pause control", async () => {
    answer.current = { data: [image(1, "Assessment & Analysis"), image(2, "Customized Security Plan")], error: null };
    render(
      <HowItWorksImagesIsland
        labels={howItWorksSection}
        placeholder={<ImagesPlaceholder loading />}
        onUnavailable={vi.fn()}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading pictures");
    const slides = await screen.findAllByRole("group");
    expect(slides.map((s) => s.textContent)).toEqual([
      expect.stringContaining("Assessment & Analysis"),
      expect.stringContaining("Customized Security Plan"),
    ]);
    expect(calls).toEqual(["from how_it_works_images", "select *", "eq is_active true", "order display_order asc"]);
    expect(screen.getByRole("region", { name: "How it works in pictures" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Pause slideshow|Play slideshow/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next picture" })).toBeInTheDocument();
  });

  it("offers no play/pause control under reduced motion (nothing autoplays)", async () => {
    window.localStorage.setItem("accessibility-reduced-motion", "true");
    resetAccessibilityPreferencesCache();
    answer.current = { data: [image(1, "One"), image(2, "Two")], error: null };
    render(
      <HowItWorksImagesIsland
        labels={howItWorksSection}
        placeholder={<ImagesPlaceholder loading />}
        onUnavailable={vi.fn()}
      />,
    );
    await screen.findAllByRole("group");
    expect(screen.queryByRole("button", { name: /slideshow/ })).toBeNull();
  });

  it("renders nothing and reports it when the table has no active rows", async () => {
    answer.current = { data: [], error: null };
    const onUnavailable = vi.fn();
    const { container } = render(
      <HowItWorksImagesIsland
        labels={howItWorksSection}
        placeholder={<ImagesPlaceholder loading />}
        onUnavailable={onUnavailable}
      />,
    );
    await waitFor(() => expect(onUnavailable).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
