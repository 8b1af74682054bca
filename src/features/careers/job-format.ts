import { format, parseISO } from "date-fns";

/** Posted dates display as 'MMM dd, yyyy' (spec section 3), e.g. "Nov 04, 2026". */
export const formatPostedDate = (isoDate: string) => format(parseISO(isoDate), "MMM dd, yyyy");

/** "1 open position" or "6 open positions". */
export const openPositionsLabel = (count: number) => `${count} open position${count === 1 ? "" : "s"}`;
