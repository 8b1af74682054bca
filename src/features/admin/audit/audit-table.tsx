import { AdminTable } from "../ui/admin-table";
import { leadDate, leadTime } from "../dates";
import { actionLabel, actorName, detailPairs } from "./audit-format";
import type { AuditEntry } from "./audit-types";

const COLUMNS = [
  { label: "Time", className: "hidden w-32 md:table-cell" },
  { label: "Actor", className: "hidden md:table-cell md:w-[30%] lg:w-[22%]" },
  { label: "Action" },
  { label: "Target", className: "hidden lg:table-cell" },
  { label: "Detail", className: "hidden lg:table-cell" },
];

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block text-foreground wrap-anywhere">{actorName(entry)}</span>
      <span className="block text-xs text-muted-foreground">as {entry.actor_role}</span>
    </>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.target_table && !entry.target_id) return <span className="text-muted-foreground">None</span>;
  return (
    <>
      <span className="block text-foreground">{entry.target_table}</span>
      {entry.target_id && (
        <span className="block font-mono text-xs text-muted-foreground wrap-anywhere">{entry.target_id}</span>
      )}
    </>
  );
}

function Detail({ entry }: { entry: AuditEntry }) {
  const pairs = detailPairs(entry.detail);
  if (pairs.length === 0) return null;
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
      {pairs.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-foreground wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The entries. On a phone one column (the action, with when, who, target and detail folded in);
 * from `md` when and who have their own columns, from `lg` target and detail too.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable caption="Audit log, newest first" columns={COLUMNS} fixed>
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="hidden whitespace-nowrap px-4 py-3 md:table-cell">
            <time dateTime={entry.at}>
              <span className="block font-medium text-foreground">{leadDate(entry.at)}</span>
              <span className="text-muted-foreground">{leadTime(entry.at)}</span>
            </time>
          </td>
          <td className="hidden px-4 py-3 md:table-cell">
            <Actor entry={entry} />
          </td>
          <th scope="row" className="px-4 py-3 text-left font-normal">
            <span className="block font-semibold text-foreground">{actionLabel(entry.action)}</span>
            <span className="block font-mono text-xs text-muted-foreground">{entry.action}</span>
            <div className="mt-2 space-y-2 md:hidden">
              <time dateTime={entry.at} className="block text-xs text-muted-foreground">
                {leadDate(entry.at)}, {leadTime(entry.at)}
              </time>
              <div>
                <Actor entry={entry} />
              </div>
            </div>
            <div className="mt-2 space-y-2 lg:hidden">
              <div className="text-xs">
                <Target entry={entry} />
              </div>
              <Detail entry={entry} />
            </div>
          </th>
          <td className="hidden px-4 py-3 lg:table-cell">
            <Target entry={entry} />
          </td>
          <td className="hidden px-4 py-3 lg:table-cell">
            <Detail entry={entry} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
