import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AdminTableColumn {
  label: string;
  /** What the header cell shows instead of the label (a "select all" checkbox). */
  header?: ReactNode;
  /** Where the column shows (`hidden md:table-cell`) and how wide it is. */
  className?: string;
}

interface AdminTableProps {
  /** Read out as the table's name: "Leads, newest first". */
  caption: string;
  columns: readonly AdminTableColumn[];
  /** Equal-width columns whatever their content (long ids wrap instead of widening the table). */
  fixed?: boolean;
  /** The rows. */
  children: ReactNode;
}

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";

/** An admin list as a table in a card; on a phone the rows fold their hidden columns into the first. */
export function AdminTable({ caption, columns, fixed = false, children }: AdminTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-background shadow-card hc-border">
      <table className={cn("w-full border-collapse text-sm", fixed && "table-fixed")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface hc-border">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(th, column.className)}>
                {column.header ?? column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** The row's name as the button that opens its detail ("View Ada Lovelace" to a screen reader). */
export function RowOpenButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={(event) => {
        // Safari does not focus a clicked button; the detail gives focus back to its opener on close.
        event.currentTarget.focus();
        onClick();
      }}
      className="-mx-1 rounded px-1 text-left text-base font-semibold text-primary wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <span className="sr-only">View </span>
      {children}
    </button>
  );
}
