// The applications list's URL state: `?job=<slug>` (one open position) and `?status=`, beside the
// shared `?page=`; anything else a URL carries is ignored.
import { isJobOpeningId, type JobOpeningId } from "@rules/job-applications.ts";
import { oneOf } from "../list-params";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./application-types";

export interface ApplicationFilters {
  job?: JobOpeningId;
  status?: ApplicationStatus;
}

export function applicationFiltersFromParams(params: URLSearchParams): ApplicationFilters {
  const job = params.get("job") ?? "";
  return { job: isJobOpeningId(job) ? job : undefined, status: oneOf(APPLICATION_STATUSES, params.get("status")) };
}
