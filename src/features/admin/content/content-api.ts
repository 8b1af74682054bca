// Data access for the content screens: every row (admins see hidden ones too), in display order,
// and the writes. Each write goes through the admin's own session; RLS and CHECK constraints decide.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

type ContentChange =
  | { type: "add"; values: ContentValues; displayOrder: number }
  | { type: "edit"; id: string; values: ContentValues }
  | { type: "active"; id: string; isActive: boolean }
  | { type: "delete"; id: string }
  | { type: "reorder"; orderedIds: string[] };

async function applyChange(kind: ContentKind, change: ContentChange): Promise<void> {
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.list(kind.table) }),
  });
}
