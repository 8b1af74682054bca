import { ArrowDown, ArrowUp, Pencil, Trash2 } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useContentChange } from "./content-api";
import { textOf, type ContentKind, type ContentRow } from "./content-kinds";
import { ImagePreview } from "./image-preview";
import { VisibilitySwitch } from "./visibility-switch";

interface ContentItemProps {
  kind: ContentKind;
  row: ContentRow;
  position: number;
  count: number;
  onMove: (row: ContentRow, by: -1 | 1) => void;
  onEdit: (row: ContentRow) => void;
  busy: boolean;
}

export function ContentItem({ kind, row, position, count, onMove, onEdit, busy }: ContentItemProps) {
  const change = useContentChange(kind);
  const name = textOf(row, kind.nameColumn);
  const detail = kind.fields
    .slice(1)
    .map((field) => textOf(row, field.column))
    .find((text) => text && text !== name);
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: describeError(error), variant: "destructive" });

  const setActive = (isActive: boolean) =>
    change.mutate(
      { type: "active", id: row.id, isActive },
      {
        onSuccess: () =>
          toast({ title: isActive ? "Shown on the home page" : "Hidden from the home page", description: name }),
        onError: fail(`Could not update the ${kind.noun}`),
      },
    );

  const remove = () =>
    change
      .mutateAsync({ type: "delete", id: row.id, imageUrl: textOf(row, kind.fields[0].column) })
      .then(
        () => toast({ title: `Deleted ${name}`, description: `The ${kind.noun} is gone from the home page.` }),
        fail(`Could not delete the ${kind.noun}`),
      );

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-background p-4 shadow-card hc-border sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ImagePreview
          src={textOf(row, kind.fields[0].column)}
          alt={textOf(row, kind.altColumn)}
          width={112}
          height={64}
          className="h-16 w-28 shrink-0"
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-semibold text-foreground wrap-anywhere">{name}</span>
            {!row.is_active && (
              <span className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground hc-border">
                Hidden
              </span>
            )}
          </p>
          {detail && <p className="mt-0.5 text-sm wrap-anywhere text-muted-foreground">{detail}</p>}
          <p className="mt-0.5 text-xs wrap-anywhere text-muted-foreground">{textOf(row, kind.fields[0].column)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3 sm:justify-end sm:border-t-0 sm:pt-0">
        <VisibilitySwitch name={name} checked={row.is_active} disabled={change.isPending} onChange={setActive} />
        <div className="flex gap-1.5">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Move ${name} up`}
            disabled={busy || position === 0}
            onClick={() => onMove(row, -1)}
          >
            <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Move ${name} down`}
            disabled={busy || position === count - 1}
            onClick={() => onMove(row, 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4 shrink-0" />
          </Button>
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
