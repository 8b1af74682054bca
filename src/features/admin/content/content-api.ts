// Data access for the content screens: every row (admins see hidden ones too), in display order,
// and the writes. Each write goes through the admin's own session; RLS and CHECK constraints decide.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { removeStoredImage, uploadImage } from "~/lib/image-upload";
import { SITE_MEDIA_BUCKET } from "~/lib/storage-rules";
import { getSupabase } from "~/lib/supabase";
import type { ContentKind, ContentRow, ContentTable, ContentValues } from "./content-kinds";

export const contentKeys = {
  list: (table: ContentTable) => ["admin", "content", table] as const,
};

async function fetchContent(table: ContentTable): Promise<ContentRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from(table)
    .select("*")
    .order("display_order", { ascending: true })
    .order("created_at", { ascending: true });
  if (error) throw error;
  return (data ?? []) as ContentRow[];
}

export const useContentItems = (kind: ContentKind) =>
  useQuery({ queryKey: contentKeys.list(kind.table), queryFn: () => fetchContent(kind.table) });

/** Trimmed text; an empty optional field is stored as null. */
export function toColumns(kind: ContentKind, values: ContentValues): Record<string, string | null> {
  return Object.fromEntries(
    kind.fields.map((field) => {
      const value = (values[field.column] ?? "").trim();
      return [field.column, value === "" && !field.required ? null : value];
    }),
  );
}

/** A write that changes no row was refused by RLS (the caller is no longer an admin). */
function expectRows(data: unknown[] | null) {
  if (!data || data.length === 0) throw new Error("Nothing was changed. Your admin access may have been revoked.");
}

/** `image`: a prepared file to upload; its public URL becomes the row's image address. */
type ContentChange =
  | { type: "add"; values: ContentValues; displayOrder: number; image?: Blob }
  | { type: "edit"; id: string; values: ContentValues; previousUrl: string; image?: Blob }
  | { type: "active"; id: string; isActive: boolean }
  | { type: "delete"; id: string; imageUrl: string }
  | { type: "reorder"; orderedIds: string[] };

/** Drops a file of ours no row uses any more. A failure leaves an unused file, never a broken row. */
const forget = (url: string | undefined) => removeStoredImage(url, SITE_MEDIA_BUCKET).catch(() => undefined);

/**
 * Uploads the change's image first (under a new name), then writes the row; the file a row no
 * longer shows (replaced, deleted, or just uploaded for a write that failed) is removed after.
 */
async function applyChange(kind: ContentKind, change: ContentChange): Promise<void> {
  if ((change.type === "add" || change.type === "edit") && change.image) {
    const url = await uploadImage(SITE_MEDIA_BUCKET, kind.upload.folder, change.image);
    const values = { ...change.values, [kind.fields[0].column]: url };
    try {
      await writeRow(kind, { ...change, values });
    } catch (error) {
      await forget(url);
      throw error;
    }
    if (change.type === "edit") await forget(change.previousUrl);
    return;
  }
  await writeRow(kind, change);
  if (change.type === "edit" && change.values[kind.fields[0].column] !== change.previousUrl) {
    await forget(change.previousUrl);
  }
  if (change.type === "delete") await forget(change.imageUrl);
}

async function writeRow(kind: ContentKind, change: ContentChange): Promise<void> {
  const supabase = await getSupabase();
  const table = supabase.from(kind.table);
  if (change.type === "reorder") {
    const { error } = await supabase.rpc("reorder_site_content", {
      content_table: kind.table,
      ordered_ids: change.orderedIds,
    });
    if (error) throw error;
    return;
  }
  const { data, error } =
    change.type === "add"
      ? await table
          .insert({ ...toColumns(kind, change.values), display_order: change.displayOrder, is_active: true })
          .select("id")
      : change.type === "edit"
        ? await table.update(toColumns(kind, change.values)).eq("id", change.id).select("id")
        : change.type === "active"
          ? await table.update({ is_active: change.isActive }).eq("id", change.id).select("id")
          : await table.delete().eq("id", change.id).select("id");
  if (error) throw error;
  expectRows(data);
}

export function useContentChange(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContentChange) => applyChange(kind, change),
    // One table's writes run one after another, in the order made: a second move made while the
    // first is saving starts from the order the first leaves.
    scope: { id: `content:${kind.table}` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.list(kind.table) }),
  });
}
