// submit-application, through supabase-js, as multipart/form-data (supabase-js sends a FormData body
// as such, with its boundary):
//   POST submit-application  jobId, fullName, email, phone, profileUrl, coverNote, consent, website, cv
//     → 200 { ok, applicationId } | 400 { error: { field, title, description } }
//     | 413 (CV over 5 MB) | 415 (not a PDF or DOCX, by its content) | 429 (too many)
import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";
import { type FunctionAnswer, invokeFunction, isRecord, problemIn } from "~/lib/edge-function";
import type { ToastText } from "@rules/lead-toasts.ts";
import {
  APPLICATION_FIELDS,
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_TOASTS,
  type Application,
  type ApplicationField,
  CONSENT_GIVEN,
} from "@rules/job-applications.ts";

/** What the form sends: the rules' cleaned application, the CV, and the honeypot as a bot left it. */
export interface ApplicationSubmission {
  application: Application;
  cv: File;
  honeypot: string;
}

export type SubmitAnswer =
  | { kind: "sent"; applicationId: string | null }
  /** The function refused it, saying why, and about which field when it named one. */
  | { kind: "refused"; field: ApplicationField | null; problem: ToastText }
  /** Anything else (429, a server error, no answer at all): its words when it had any. */
  | { kind: "failed"; problem: ToastText | null };

export type SendApplication = (submission: ApplicationSubmission, idempotencyKey: string) => Promise<SubmitAnswer>;

/** The multipart body, field by field as the contract names them; the honeypot is always there, empty for people. */
export function applicationFormData({ application, cv, honeypot }: ApplicationSubmission): FormData {
  const body = new FormData();
  for (const field of APPLICATION_FIELDS) {
    if (field === "cv") body.append(field, cv, cv.name);
    else if (field === "consent") body.append(field, CONSENT_GIVEN);
    else body.append(field, application[field]);
  }
  body.append(APPLICATION_HONEYPOT_FIELD, honeypot);
  return body;
}

const fieldIn = (body: unknown): ApplicationField | null => {
  const field = isRecord(body) && isRecord(body.error) ? body.error.field : undefined;
  return APPLICATION_FIELDS.find((known) => known === field) ?? null;
};

export function readSubmitAnswer({ status, body }: FunctionAnswer): SubmitAnswer {
  if (status >= 200 && status < 300) {
    const id = isRecord(body) ? body.applicationId : undefined;
    return { kind: "sent", applicationId: typeof id === "string" ? id : null };
  }
  const problem = problemIn(body);
  // A body cut off at the size limit may come without words: the rules' own say the same.
  if (status === 413) return { kind: "refused", field: "cv", problem: problem ?? APPLICATION_TOASTS.cvTooLarge };
  if (status === 415) return { kind: "refused", field: "cv", problem: problem ?? APPLICATION_TOASTS.cvWrongType };
  if (status === 400 && problem) return { kind: "refused", field: fieldIn(body), problem };
  return { kind: "failed", problem };
}

/** Sends one application; the same key for a resend of the same one, so it cannot be stored twice. */
export const sendApplication: SendApplication = async (submission, idempotencyKey) => {
  const answer = await invokeFunction("submit-application", {
    body: applicationFormData(submission),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return answer ? readSubmitAnswer(answer) : { kind: "failed", problem: null };
};
