// withdraw-application, the function behind the link in an application's confirmation email:
//   GET  withdraw-application?token=<token> → 200 { application: { jobTitle, submittedAt } }
//                                            | 400 { error } not a valid link | 404 { error } withdrawn or deleted
//                                            | 410 { error } expired
//   POST withdraw-application { token }     → 200 { withdrawn: true } (a repeat answers the same) | 400 | 404 | 410
import { type FunctionAnswer, invokeFunction, isRecord, problemIn } from "~/lib/edge-function";
import type { ToastText } from "@rules/lead-toasts.ts";

const FUNCTION = "withdraw-application";

/** What the link's application shows: the position, and when it was sent (an ISO timestamp). */
export interface LinkedApplication {
  jobTitle: string;
  submittedAt: string;
}

/** What the link can no longer do, whatever was asked: it is not valid, or expired, or its application is gone. */
type Closed = { kind: "invalid" } | { kind: "expired"; problem: ToastText | null } | { kind: "gone" };
/** No answer, too many attempts, a server error: worth another try, with the function's words if it had any. */
type Failed = { kind: "failed"; problem: ToastText | null };

export type LinkAnswer = { kind: "found"; application: LinkedApplication } | Closed | Failed;
export type WithdrawAnswer = { kind: "withdrawn" } | Closed | Failed;

export interface WithdrawApi {
  load(token: string, signal?: AbortSignal): Promise<LinkAnswer>;
  withdraw(token: string): Promise<WithdrawAnswer>;
}

function applicationIn(body: unknown): LinkedApplication | null {
  const application = isRecord(body) ? body.application : undefined;
  if (!isRecord(application)) return null;
  const { jobTitle, submittedAt } = application;
  if (typeof jobTitle !== "string" || typeof submittedAt !== "string" || Number.isNaN(Date.parse(submittedAt))) {
    return null;
  }
  return { jobTitle, submittedAt };
}

function closedOrFailed({ status, body }: FunctionAnswer): Closed | Failed {
  if (status === 400) return { kind: "invalid" };
  if (status === 404) return { kind: "gone" };
  if (status === 410) return { kind: "expired", problem: problemIn(body) };
  return { kind: "failed", problem: problemIn(body) };
}

export function readLinkAnswer(answer: FunctionAnswer): LinkAnswer {
  const application = applicationIn(answer.body);
  if (answer.status === 200 && application) return { kind: "found", application };
  return answer.status === 200 ? { kind: "failed", problem: null } : closedOrFailed(answer);
}

export function readWithdrawAnswer(answer: FunctionAnswer): WithdrawAnswer {
  if (answer.status === 200 && isRecord(answer.body) && answer.body.withdrawn === true) return { kind: "withdrawn" };
  return answer.status === 200 ? { kind: "failed", problem: null } : closedOrFailed(answer);
}

const noAnswer = { kind: "failed", problem: null } as const;

export const withdrawApi: WithdrawApi = {
  async load(token, signal) {
    const answer = await invokeFunction(`${FUNCTION}?token=${encodeURIComponent(token)}`, { method: "GET", signal });
    return answer ? readLinkAnswer(answer) : noAnswer;
  },
  async withdraw(token) {
    const answer = await invokeFunction(FUNCTION, { body: { token } });
    return answer ? readWithdrawAnswer(answer) : noAnswer;
  },
};
