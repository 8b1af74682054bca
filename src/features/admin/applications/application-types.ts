// A row of job_applications (migration 20261128001300_job_applications.sql): a candidate's
// application to one open position, its CV in the private bucket, where it stands in HR's
// pipeline, and the delivery of its two emails (HR's notification, the candidate's acknowledgement).
import type { EmailStatus } from "../leads/lead-types";
import {
  APPLICATION_DECISIONS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CvType,
} from "@rules/job-applications.ts";

export { APPLICATION_STATUSES, type ApplicationStatus };

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** The status select's groups: the pipeline's steps, then the two decisions that end it. */
export const APPLICATION_STATUS_GROUPS = [
  { label: "Pipeline", statuses: APPLICATION_STATUSES.filter((status) => !APPLICATION_DECISIONS.includes(status)) },
  { label: "Decision", statuses: [...APPLICATION_DECISIONS] },
] as const;

export const isDecision = (status: ApplicationStatus) => APPLICATION_DECISIONS.includes(status);

/** The bucket holding the CVs; staff with `applications` may sign a short-lived link to one. */
export const CV_BUCKET = "job-applications";
/** How long a CV's signed link works: long enough to open it, too short to pass around. */
export const CV_LINK_SECONDS = 60;

export interface JobApplication {
  id: string;
  /** The position's slug (a JOB_OPENINGS key), and its title as it was when the candidate applied. */
  job_id: string;
  job_title: string;
  full_name: string;
  email: string;
  phone: string | null;
  profile_url: string | null;
  cover_note: string;
  /** The CV's object name in the bucket, its type (by content) and size in bytes. */
  cv_path: string;
  cv_type: CvType;
  cv_size: number;
  status: ApplicationStatus;
  status_changed_at: string;
  email_status: EmailStatus;
  email_attempts: number;
  email_error: string | null;
  created_at: string;
  updated_at: string;
}

/** The list's columns: never the cover note, which can be 2,000 characters. */
export const APPLICATION_LIST_COLUMNS =
  "id, job_id, job_title, full_name, email, status, status_changed_at, email_status, cv_type, cv_size, created_at";
export type JobApplicationRow = Pick<
  JobApplication,
  | "id"
  | "job_id"
  | "job_title"
  | "full_name"
  | "email"
  | "status"
  | "status_changed_at"
  | "email_status"
  | "cv_type"
  | "cv_size"
  | "created_at"
>;

export const APPLICATIONS_PAGE_SIZE = 20;
