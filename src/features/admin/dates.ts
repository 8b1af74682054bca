import { format, formatDistance } from "date-fns";

/** Dates as the spec writes them ('MMM dd, yyyy'), in the admin's own time zone. */
export const leadDate = (iso: string) => format(new Date(iso), "MMM dd, yyyy");
export const leadTime = (iso: string) => format(new Date(iso), "HH:mm");
export const leadDateTime = (iso: string) => `${leadDate(iso)} at ${leadTime(iso)}`;

/** "in 4 minutes", "2 hours ago": how far an instant is from now. */
export const relativeTime = (iso: string, now: Date) => formatDistance(new Date(iso), now, { addSuffix: true });
