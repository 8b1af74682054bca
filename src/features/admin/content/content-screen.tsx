import { ImagePlus } from "~/components/ui/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { ScreenHeader } from "../ui/screen-header";
import { useLiveChanges } from "../use-live-changes";
import { contentKeys, useContentChange, useContentItems } from "./content-api";
import { ContentFormDialog } from "./content-form-dialog";
import { ContentItem } from "./content-item";
import type { ContentKind, ContentRow } from "./content-kinds";

type Editing = { row?: ContentRow } | null;

/** List, add, edit, reorder, show/hide and delete one kind of home-page content. */
export function ContentScreen({ kind }: { kind: ContentKind }) {
  const items = useContentItems(kind);
  const reorder = useContentChange(kind);
  const [editing, setEditing] = useState<Editing>(null);
  useLiveChanges([kind.table], contentKeys.list(kind.table));
  const rows = items.data ?? [];
  const headingId = `${kind.table}-heading`;

  function move(row: ContentRow, by: -1 | 1) {
    const from = rows.indexOf(row);
    const ordered = rows.map((r) => r.id);
    [ordered[from], ordered[from + by]] = [ordered[from + by], ordered[from]];
    reorder.mutate(
      { type: "reorder", orderedIds: ordered },
      {
        onSuccess: () =>
          toast({ title: "Order saved", description: `${row[kind.nameColumn]} moved ${by < 0 ? "up" : "down"}.` }),
        onError: (error) =>
          toast({ title: "Could not change the order", description: describeError(error), variant: "destructive" }),
      },
    );
  }

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
        <ol className="space-y-3" aria-label={`${kind.title} in display order`}>
          {rows.map((row, index) => (
            <ContentItem
              key={row.id}
              kind={kind}
              row={row}
              position={index}
              count={rows.length}
              onMove={move}
              onEdit={(r) => setEditing({ row: r })}
              busy={reorder.isPending}
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
