import type { CSSProperties, PointerEvent } from "react";
import { ArrowUpDown, GripVertical, Pencil, Trash2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useContentChange } from "./content-api";
import { textOf, toastGroupOf, type ContentKind, type ContentRow } from "./content-kinds";
import { ImagePreview } from "./image-preview";
import { VisibilitySwitch } from "./visibility-switch";

/** Where a row is drawn while a row of the list is dragged (see ContentScreen). */
export interface DragOffset {
  /** Pixels along the list, away from the row's place in the layout. */
  y: number;
  /** The row under the pointer; the others make room for it. */
  dragged: boolean;
}

interface ContentItemProps {
  kind: ContentKind;
  row: ContentRow;
  position: number;
  count: number;
  onMoveTo: (row: ContentRow, position: number) => void;
  onDragStart: (row: ContentRow, event: PointerEvent<HTMLElement>) => void;
  drag?: DragOffset;
  onEdit: (row: ContentRow) => void;
}

const positionLabel = (position: number, count: number) =>
  `Position ${position + 1}${position === 0 ? " (first)" : position === count - 1 ? " (last)" : ""}`;

export function ContentItem(props: ContentItemProps) {
  const { kind, row, position, count, onMoveTo, onDragStart, drag, onEdit } = props;
  const change = useContentChange(kind);
  const name = textOf(row, kind.nameColumn);
  const detail = kind.fields
    .slice(1)
    .map((field) => textOf(row, field.column))
    .find((text) => text && text !== name);
  const group = toastGroupOf(kind);
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: describeError(error), variant: "destructive", group });

  const setActive = (isActive: boolean) =>
    change.mutate(
      { type: "active", id: row.id, isActive },
      {
        onSuccess: () =>
          toast({ title: isActive ? "Shown on the home page" : "Hidden from the home page", description: name, group }),
        onError: fail(`Could not update the ${kind.noun}`),
      },
    );

  const remove = () =>
    change
      .mutateAsync({ type: "delete", id: row.id, imageUrl: textOf(row, kind.fields[0].column) })
      .then(
        () => toast({ title: `Deleted ${name}`, description: `The ${kind.noun} is gone from the home page.`, group }),
        fail(`Could not delete the ${kind.noun}`),
      );

  const style: CSSProperties | undefined = drag && { transform: `translateY(${drag.y}px)` };
  return (
    <li
      data-row-id={row.id}
      style={style}
      className={cn(
        "relative flex flex-col gap-4 rounded-xl border border-border bg-background p-4 shadow-card hc-border sm:flex-row sm:items-center",
        drag?.dragged && "z-10 shadow-xl ring-2 ring-primary",
        drag && !drag.dragged && "motion-safe:transition-transform",
      )}
    >
      {/* The text goes under the picture where less than 8rem is left beside it (320 px, larger text). */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
        {/* Pointer only: keyboard users have "Move", which reaches any position in one choice. */}
        <span
          aria-hidden="true"
          title="Drag to reorder"
          data-drag-handle=""
          data-disabled={count < 2 || undefined}
          onPointerDown={(event) => count > 1 && onDragStart(row, event)}
          className={cn(
            "-my-2 -ml-2 flex min-h-11 w-8 shrink-0 touch-none select-none items-center justify-center rounded-md text-muted-foreground",
            count < 2 ? "opacity-40" : drag?.dragged ? "cursor-grabbing" : "cursor-grab hover:bg-muted",
          )}
        >
          <GripVertical className="size-5" />
        </span>
        <ImagePreview
          src={textOf(row, kind.fields[0].column)}
          alt={textOf(row, kind.altColumn)}
          width={112}
          height={64}
          className="h-16 w-28 shrink-0"
        />
        <div className="min-w-0 grow basis-32">
          <p className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-semibold text-foreground wrap-anywhere">{name}</span>
            {!row.is_active && (
              <span className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground hc-border">
                Hidden
              </span>
            )}
          </p>
          {detail && <p className="mt-0.5 text-sm wrap-anywhere text-muted-foreground">{detail}</p>}
          <p className="mt-0.5 text-xs text-muted-foreground">
            Position {position + 1} of {count}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3 sm:justify-end sm:border-t-0 sm:pt-0">
        <VisibilitySwitch name={name} checked={row.is_active} disabled={change.isPending} onChange={setActive} />
        <div className="flex gap-1.5">
          <DropdownMenu>
            <DropdownMenuTrigger asChild disabled={count < 2}>
              <Button variant="outline" size="icon" aria-label={`Move ${name} to position…`}>
                <ArrowUpDown aria-hidden="true" className="size-4 shrink-0" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              align="end"
              className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
            >
              <DropdownMenuLabel className="px-3 py-2 text-xs font-semibold text-muted-foreground">
                Move {name} to
              </DropdownMenuLabel>
              {Array.from({ length: count }, (_, target) => (
                <DropdownMenuItem
                  key={target}
                  disabled={target === position}
                  onSelect={() => onMoveTo(row, target)}
                  className="data-[disabled]:cursor-default data-[disabled]:text-muted-foreground"
                >
                  {positionLabel(target, count)}
                  {target === position && " — now"}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button variant="outline" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(row)}>
            <Pencil aria-hidden="true" className="size-4 shrink-0" />
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="icon" aria-label={`Delete ${name}`}>
                <Trash2 aria-hidden="true" className="size-4 shrink-0 text-destructive" />
              </Button>
            }
            title={`Delete ${name}?`}
            description={`The ${kind.noun} disappears from the home page for every visitor. This cannot be undone; to take it down for a while, switch “Shown” off instead.`}
            confirmLabel={`Delete ${kind.noun}`}
            onConfirm={remove}
          />
        </div>
      </div>
    </li>
  );
}
