import { AdminTable, RowOpenButton } from "../ui/admin-table";
import { leadDate, leadTime } from "../dates";
import { ApplicationStatusSelect } from "./application-status-select";
import type { JobApplicationRow } from "./application-types";

interface ApplicationsTableProps {
  applications: JobApplicationRow[];
  onOpen: (application: JobApplicationRow) => void;
}

const COLUMNS = [
  { label: "Received", className: "hidden md:table-cell w-36" },
  { label: "Candidate" },
  { label: "Position", className: "hidden lg:table-cell" },
  { label: "Status", className: "w-40" },
];

/** The applications. On a phone it keeps two columns (the candidate, the status); the rest folds into the first. */
export function ApplicationsTable({ applications, onOpen }: ApplicationsTableProps) {
  return (
    <AdminTable caption="Job applications, newest first" columns={COLUMNS}>
      {applications.map((application) => (
        <tr key={application.id} className="align-top hover:bg-surface/70">
          <td className="hidden whitespace-nowrap px-4 py-4 md:table-cell">
            <span className="block font-medium text-foreground">{leadDate(application.created_at)}</span>
            <span className="text-muted-foreground">{leadTime(application.created_at)}</span>
          </td>
          <th scope="row" className="px-4 py-4 text-left font-normal">
            <RowOpenButton onClick={() => onOpen(application)}>{application.full_name}</RowOpenButton>
            <span className="block text-muted-foreground wrap-anywhere">{application.email}</span>
            <span className="mt-1 block text-foreground lg:hidden">{application.job_title}</span>
            <span className="block text-xs text-muted-foreground md:hidden">
              {leadDate(application.created_at)}, {leadTime(application.created_at)}
            </span>
          </th>
          <td className="hidden px-4 py-4 text-foreground lg:table-cell">{application.job_title}</td>
          <td className="px-4 py-3">
            <ApplicationStatusSelect application={application} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
