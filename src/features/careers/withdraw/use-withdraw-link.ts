import { useEffect, useState } from "react";
import type { ToastText } from "@rules/lead-toasts.ts";
import type { LinkAnswer, LinkedApplication, WithdrawApi } from "./withdraw-api";

/** What the page shows for one link, as withdraw-application last said. */
export type WithdrawState =
  | { kind: "loading" }
  /** The application stands: the link can withdraw it. */
  | { kind: "open"; application: LinkedApplication }
  | { kind: "withdrawn"; application: LinkedApplication }
  /** Withdrawn before, or deleted (retention, HR): nothing left to do. */
  | { kind: "gone" }
  /** A token the function does not accept (forged, mangled, cut short). */
  | { kind: "invalid" }
  /** A link past its lifetime: the email's reply is the way left. */
  | { kind: "expired"; problem: ToastText | null }
  /** The answer did not come, or said to try later: a retry may do. */
  | { kind: "failed"; problem: ToastText | null };

const stateOf = (answer: LinkAnswer): WithdrawState =>
  answer.kind === "found" ? { kind: "open", application: answer.application } : answer;

/**
 * Reads the link's application from withdraw-application, and again on request (after a failure).
 * `acted` tells whether what shows follows the visitor's own action (a retry, the withdrawal), whose
 * outcome then takes the focus; the first read leaves it at the top of the page.
 */
export function useWithdrawLink(api: WithdrawApi, token: string) {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ attempt: number; state: WithdrawState } | null>(null);
  const [acted, setActed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: WithdrawState) => {
      if (!controller.signal.aborted) setRead({ attempt, state });
    };
    api.load(token, controller.signal).then(
      (answer) => settle(stateOf(answer)),
      () => settle({ kind: "failed", problem: null }),
    );
    return () => controller.abort();
  }, [api, token, attempt]);

  return {
    state: read?.attempt === attempt ? read.state : ({ kind: "loading" } as const),
    acted,
    retry: () => {
      setActed(true);
      setAttempt((n) => n + 1);
    },
    /** What withdrawing led to, shown in place of the application. */
    settle: (state: WithdrawState) => {
      setActed(true);
      setRead({ attempt, state });
    },
  };
}
