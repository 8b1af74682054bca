// The agenda: the next booked demos, soonest first, each linked to its lead.
import { Link } from "react-router";
import { useState } from "react";
import { adminSubmissionPath } from "@rules/admin-links.ts";
import { adminPath, DEMO_SCHEDULING_SECTION } from "../admin-sections";
import { AdminTable } from "../ui/admin-table";
import { AGENDA_SIZE, useUpcomingDemos } from "./demo-bookings-api";
import { meetingTime, repLabel } from "./demo-booking-format";
import { useLeadStaff } from "./lead-workflow-api";

const COLUMNS = [
  { label: "When (your time)" },
  { label: "Lead" },
  { label: "With", className: "hidden sm:table-cell" },
] as const;

export function UpcomingDemos() {
  const [now] = useState(() => new Date());
  const demos = useUpcomingDemos(now);
  const staff = useLeadStaff();
  if (!demos.data || demos.data.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-demos-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="upcoming-demos-heading" className="font-semibold text-foreground">
          Upcoming demos
        </h3>
        <Link
          to={adminPath(DEMO_SCHEDULING_SECTION)}
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          Agenda per rep and availability
        </Link>
      </div>
      <AdminTable caption={`The next ${AGENDA_SIZE} booked demos`} columns={COLUMNS}>
        {demos.data.map((demo) => (
          <tr key={demo.id}>
            <th scope="row" className="px-4 py-3 text-left font-medium text-foreground">
              {meetingTime(demo.starts_at, demo.ends_at)}
            </th>
            <td className="px-4 py-3">
              <Link
                to={adminSubmissionPath("demo", demo.demo_request_id)}
                className="font-medium text-primary underline underline-offset-4"
              >
                {demo.demo_requests?.full_name ?? "Demo request"}
              </Link>
              {demo.demo_requests?.company && (
                <span className="text-muted-foreground">, {demo.demo_requests.company}</span>
              )}
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">{repLabel(demo.rep_id, staff.data)}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
