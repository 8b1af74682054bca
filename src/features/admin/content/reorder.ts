// Pure helpers for reordering a content list: by "Move to position…" and by dragging a row.
import type { ContentRow } from "./content-kinds";

/** The ids with the one at `from` moved to `to` (both 0-based); the others keep their order. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const moved = [...ids];
  const [id] = moved.splice(from, 1);
  moved.splice(to, 0, id);
  return moved;
}

/**
 * The rows in the order given, while that order is being saved. A row the order does not name
 * (added meanwhile, seen through live changes) keeps its place at the end; a deleted one is gone.
 */
export function inOrder(rows: readonly ContentRow[], orderedIds: readonly string[]): ContentRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = orderedIds.flatMap((id) => byId.get(id) ?? []);
  return [...named, ...rows.filter((row) => !orderedIds.includes(row.id))];
}

/** A row's box along the list, from getBoundingClientRect when the drag began. */
export interface RowSpan {
  top: number;
  height: number;
}

/**
 * Where a row dragged from `from` lands when its centre is at `centre`: the position of the last
 * other row whose middle it has reached, so a row swaps places once it covers half its neighbour
 * (and a row held at the end of the list, see clampDrag, takes the last place).
 */
export function dropIndex(spans: readonly RowSpan[], from: number, centre: number): number {
  let index = from;
  spans.forEach((span, i) => {
    const middle = span.top + span.height / 2;
    if (i < from && centre <= middle && index > i) index = i;
    if (i > from && centre >= middle) index = i;
  });
  return index;
}

/**
 * How far row `i` moves aside while the row at `from` is dragged to `to`: the rows between them
 * shift by the dragged row's height and the gap, into the space it left.
 */
export function shiftWhileDragging(i: number, from: number, to: number, step: number): number {
  if (from < to && i > from && i <= to) return -step;
  if (to < from && i >= to && i < from) return step;
  return 0;
}

/** How near the window's top or bottom edge a dragged row starts scrolling the page, in pixels. */
const SCROLL_EDGE = 64;
/** The fastest that scrolling goes, right at the edge, in pixels per frame. */
const SCROLL_MAX = 16;

/**
 * Pixels to scroll this frame while the pointer is at `clientY` in a window `height` tall: up near
 * the top, down near the bottom, faster nearer the edge, so a row can reach a place off screen.
 */
export function edgeScroll(clientY: number, height: number): number {
  const near = (distance: number) => Math.ceil((SCROLL_MAX * (SCROLL_EDGE - Math.max(0, distance))) / SCROLL_EDGE);
  if (clientY < SCROLL_EDGE) return -near(clientY);
  if (clientY > height - SCROLL_EDGE) return near(height - clientY);
  return 0;
}

/**
 * How far the row at `from` may be dragged: its centre no further than the list's ends, so a
 * row held at the window's edge cannot carry the page (and its scrolling) on past the list.
 */
export function clampDrag(spans: readonly RowSpan[], from: number, offset: number): number {
  const first = spans[0];
  const last = spans[spans.length - 1];
  const dragged = spans[from];
  // Its centre reaches the first row's top and the last row's bottom, whatever their heights.
  const centre = dragged.top + dragged.height / 2;
  const lowest = first.top - centre;
  const highest = last.top + last.height - centre;
  return Math.min(highest, Math.max(lowest, offset));
}
