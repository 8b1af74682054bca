import { describe, expect, it } from "vitest";
import type { ContentRow } from "./content-kinds";
import { clampDrag, dropIndex, edgeScroll, inOrder, moveId, shiftWhileDragging } from "./reorder";

const row = (id: string): ContentRow => ({ id, is_active: true, display_order: 0, created_at: "" });

describe("moveId", () => {
  it("moves the 7th to the 1st place in one change, the others keeping their order", () => {
    expect(moveId(["a", "b", "c", "d", "e", "f", "g", "h"], 6, 0)).toEqual(["g", "a", "b", "c", "d", "e", "f", "h"]);
  });
  it("moves the first to the last place", () => {
    expect(moveId(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
  });
});

describe("inOrder", () => {
  it("shows the order being saved; a row added meanwhile goes last, a deleted one is gone", () => {
    const rows = [row("a"), row("b"), row("new")];
    expect(inOrder(rows, ["b", "gone", "a"]).map((r) => r.id)).toEqual(["b", "a", "new"]);
  });
});

describe("dropIndex", () => {
  // Three rows of 100 px with 10 px between them: middles at 50, 160 and 270.
  const spans = [0, 110, 220].map((top) => ({ top, height: 100 }));
  it("keeps the row in place until its centre passes a neighbour's middle", () => {
    expect(dropIndex(spans, 0, 50)).toBe(0);
    expect(dropIndex(spans, 0, 159)).toBe(0);
    expect(dropIndex(spans, 0, 160)).toBe(1);
    expect(dropIndex(spans, 0, 400)).toBe(2);
  });
  it("moves up past every row whose middle the centre is above", () => {
    expect(dropIndex(spans, 2, 161)).toBe(2);
    expect(dropIndex(spans, 2, 160)).toBe(1);
    expect(dropIndex(spans, 2, -50)).toBe(0);
  });
});

describe("shiftWhileDragging", () => {
  it("moves the rows between the start and the drop into the space the dragged row left", () => {
    expect([0, 1, 2, 3].map((i) => shiftWhileDragging(i, 0, 2, 110))).toEqual([0, -110, -110, 0]);
    expect([0, 1, 2, 3].map((i) => shiftWhileDragging(i, 3, 1, 110))).toEqual([0, 110, 110, 0]);
  });
});

describe("edgeScroll", () => {
  it("scrolls up near the top and down near the bottom, fastest at the edge, not in between", () => {
    expect([0, 32, 64, 400, 736, 768, 800].map((y) => edgeScroll(y, 800))).toEqual([-16, -8, 0, 0, 0, 8, 16]);
    expect(edgeScroll(-20, 800)).toBe(-16);
  });
});

describe("clampDrag", () => {
  const spans = [0, 110, 220].map((top) => ({ top, height: 100 }));
  it("keeps the dragged row's centre between the list's top and bottom", () => {
    expect(clampDrag(spans, 1, -500)).toBe(-160);
    expect(clampDrag(spans, 1, 500)).toBe(160);
    expect(clampDrag(spans, 1, 40)).toBe(40);
    expect(clampDrag(spans, 0, -80)).toBe(-50);
  });
  it("lets a row taller than the last one reach the last place", () => {
    const mixed = [
      { top: 0, height: 200 },
      { top: 210, height: 100 },
    ];
    const centre = 100 + clampDrag(mixed, 0, 1000);
    expect(dropIndex(mixed, 0, centre)).toBe(1);
  });
});
