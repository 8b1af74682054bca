import { format } from "date-fns";
import { leadDate } from "../dates";

/** "Dec 01, 2026, 10:00–10:30": a meeting in the admin's own time zone. */
export const meetingTime = (startIso: string, endIso: string) =>
  `${leadDate(startIso)}, ${format(new Date(startIso), "HH:mm")}–${format(new Date(endIso), "HH:mm")}`;

/** Who the demo is with: the rep's address, or their id when they are no longer staff. */
export const repLabel = (repId: string, staff: ReadonlyArray<{ user_id: string; email: string }> | undefined) =>
  staff?.find((member) => member.user_id === repId)?.email ?? "a former rep";
