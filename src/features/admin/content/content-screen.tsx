import { ImagePlus } from "~/components/ui/icons";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { ScreenHeader } from "../ui/screen-header";
import { useLiveChanges } from "../use-live-changes";
import { contentKeys, useContentChange, useContentItems } from "./content-api";
import { ContentFormDialog } from "./content-form-dialog";
import { ContentItem, type DragOffset } from "./content-item";
import { textOf, toastGroupOf, type ContentKind, type ContentRow } from "./content-kinds";
import { clampDrag, dropIndex, edgeScroll, inOrder, moveId, shiftWhileDragging, type RowSpan } from "./reorder";

type Editing = { row?: ContentRow } | null;

/** A row being dragged by its handle: where it started, where the pointer has taken it. */
interface Drag {
  id: string;
  from: number;
  to: number;
  pointerId: number;
  startY: number;
  y: number;
  /** The rows' boxes when the drag began, in page coordinates (scrolling meanwhile does not matter). */
  spans: RowSpan[];
  /** How far the other rows step aside: the dragged row's height plus the list's gap. */
  step: number;
}

/** List, add, edit, reorder, show/hide and delete one kind of home-page content. */
export function ContentScreen({ kind }: { kind: ContentKind }) {
  const items = useContentItems(kind);
  const reorder = useContentChange(kind);
  const [editing, setEditing] = useState<Editing>(null);
  // The order being saved, shown at once so a dropped row stays where it was dropped.
  const [savingOrder, setSavingOrder] = useState<string[] | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The same drag for the window's pointer handlers, so a drop saves once, outside any state update.
  const activeDrag = useRef<Drag | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useLiveChanges([kind.table], contentKeys.list(kind.table));
  const rows = savingOrder ? inOrder(items.data ?? [], savingOrder) : (items.data ?? []);
  const headingId = `${kind.table}-heading`;

  function moveTo(row: ContentRow, to: number) {
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(row.id);
    if (from === -1 || from === to) return;
    const orderedIds = moveId(ids, from, to);
    const name = textOf(row, kind.nameColumn);
    setSavingOrder(orderedIds);
    reorder.mutate(
      { type: "reorder", orderedIds },
      {
        onSuccess: () =>
          toast({
            title: "Order saved",
            description: `${name} is now number ${to + 1} of ${ids.length}.`,
            group: toastGroupOf(kind),
          }),
        onError: (error) =>
          toast({
            title: "Could not change the order",
            description: describeError(error),
            variant: "destructive",
            group: toastGroupOf(kind),
          }),
        // After the list's refetch (useContentChange's onSettled), which has the stored order.
        onSettled: () => setSavingOrder(null),
      },
    );
  }

  function startDrag(row: ContentRow, event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || !list.current) return;
    event.preventDefault();
    const spans = [...list.current.children].map((item) => {
      const box = item.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height };
    });
    const from = rows.indexOf(row);
    const gap = spans.length > 1 ? spans[1].top - spans[0].top - spans[0].height : 0;
    const y = event.clientY + window.scrollY;
    const started = {
      id: row.id,
      from,
      to: from,
      pointerId: event.pointerId,
      startY: y,
      y,
      spans,
      step: spans[from].height + gap,
    };
    activeDrag.current = started;
    setDrag(started);
  }

  // While dragging, the whole window follows the pointer; Escape puts the row back.
  const latest = useRef({ rows, moveTo });
  useEffect(() => {
    latest.current = { rows, moveTo };
  });
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const update = (next: Drag | null) => {
      activeDrag.current = next;
      setDrag(next);
    };
    // Where the pointer is in the window; the page may scroll under it (below).
    let clientY = 0;
    let frame = 0;
    const place = (active: Drag) => {
      const y = active.startY + clampDrag(active.spans, active.from, clientY + window.scrollY - active.startY);
      const dragged = active.spans[active.from];
      const centre = dragged.top + dragged.height / 2 + y - active.startY;
      update({ ...active, y, to: dropIndex(active.spans, active.from, centre) });
    };
    // Near the window's top or bottom edge the page scrolls, a step each frame, and the row with it.
    const scroll = () => {
      frame = 0;
      const by = edgeScroll(clientY, window.innerHeight);
      const active = activeDrag.current;
      if (!active || by === 0) return;
      const before = window.scrollY;
      window.scrollBy(0, by);
      if (window.scrollY === before) return;
      place(active);
      frame = requestAnimationFrame(scroll);
    };
    const follow = (event: globalThis.PointerEvent) => {
      const active = activeDrag.current;
      if (!active || event.pointerId !== active.pointerId) return;
      clientY = event.clientY;
      place(active);
      if (!frame) frame = requestAnimationFrame(scroll);
    };
    const drop = (event: globalThis.PointerEvent) => {
      const active = activeDrag.current;
      if (!active || event.pointerId !== active.pointerId) return;
      update(null);
      const row = latest.current.rows.find((r) => r.id === active.id);
      if (row) latest.current.moveTo(row, active.to);
    };
    const cancel = () => update(null);
    const escape = (event: KeyboardEvent) => event.key === "Escape" && cancel();
    window.addEventListener("pointermove", follow);
    window.addEventListener("pointerup", drop);
    window.addEventListener("pointercancel", cancel);
    window.addEventListener("keydown", escape);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", follow);
      window.removeEventListener("pointerup", drop);
      window.removeEventListener("pointercancel", cancel);
      window.removeEventListener("keydown", escape);
    };
  }, [dragging]);

  const offsetOf = (index: number): DragOffset | undefined =>
    drag
      ? index === drag.from
        ? { y: drag.y - drag.startY, dragged: true }
        : { y: shiftWhileDragging(index, drag.from, drag.to, drag.step), dragged: false }
      : undefined;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <ScreenHeader
        id={headingId}
        title={kind.title}
        intro={kind.intro}
        action={
          <Button onClick={() => setEditing({})}>
            <ImagePlus aria-hidden="true" className="size-4" />
            Add {kind.noun}
          </Button>
        }
      />
      {items.isPending ? (
        <Spinner label={`Loading ${kind.title.toLowerCase()}`} />
      ) : items.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-sm hc-border">
          <p className="font-semibold text-destructive">Could not load the {kind.noun}s.</p>
          <p className="mt-1">{describeError(items.error)}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => items.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-6 py-14 text-center text-muted-foreground hc-border">
          No {kind.noun}s yet. Add the first one.
        </p>
      ) : (
        <ol ref={list} className="space-y-3" aria-label={`${kind.title} in display order`}>
          {rows.map((row, index) => (
            <ContentItem
              key={row.id}
              kind={kind}
              row={row}
              position={index}
              count={rows.length}
              onMoveTo={moveTo}
              onDragStart={startDrag}
              drag={offsetOf(index)}
              onEdit={(r) => setEditing({ row: r })}
            />
          ))}
        </ol>
      )}
      {editing && (
        <ContentFormDialog
          kind={kind}
          row={editing.row}
          nextDisplayOrder={Math.max(0, ...rows.map((row) => row.display_order)) + 1}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
