import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CircleCheck, Trash2 } from "~/components/ui/icons";
import { StateHeading } from "~/components/ui/state-heading";
import { withdrawPage } from "~/content/careers/withdraw";
import type { ToastText } from "@rules/lead-toasts.ts";
import { ApplicationSummary } from "./application-summary";
import { OpenPositions } from "./withdraw-notices";
import type { WithdrawState } from "./use-withdraw-link";
import type { LinkedApplication, WithdrawApi } from "./withdraw-api";

const { open: words } = withdrawPage;

interface WithdrawApplicationProps {
  api: WithdrawApi;
  token: string;
  application: LinkedApplication;
  focus: boolean;
  /** What withdrawing led to. */
  onSettled: (state: WithdrawState) => void;
}

/**
 * The application the link names, what withdrawing it means, and the button, which asks first: the
 * question says again what goes (the application and the CV, at once, for good).
 */
export function WithdrawApplication({ api, token, application, focus, onSettled }: WithdrawApplicationProps) {
  // Shown in the dialog, which stays open for another try: the page behind it is hidden from screen readers.
  const [problem, setProblem] = useState<ToastText | null>(null);

  async function withdraw() {
    setProblem(null);
    const answer = await api.withdraw(token).catch(() => ({ kind: "failed", problem: null }) as const);
    if (answer.kind === "failed") {
      setProblem(answer.problem ?? words.failed);
      return false;
    }
    onSettled(answer.kind === "withdrawn" ? { kind: "withdrawn", application } : answer);
  }

  return (
    <>
      <StateHeading focus={focus}>{words.heading}</StateHeading>
      <ApplicationSummary application={application} />
      <p className="mt-5 text-muted-foreground">{words.intro}</p>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="mt-6 w-full sm:w-auto">
            <Trash2 aria-hidden="true" className="size-4" />
            {words.button}
          </Button>
        }
        title={words.confirmTitle}
        description={words.confirmDescription(application.jobTitle)}
        confirmLabel={words.confirm}
        busyLabel={words.confirming}
        cancelLabel={words.keep}
        onConfirm={withdraw}
        onClosed={() => setProblem(null)}
      >
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            <span className="font-semibold">{problem.title}</span> {problem.description}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The outcome: the application and its CV are deleted. */
export function Withdrawn({ application }: { application: LinkedApplication }) {
  return (
    <>
      <StateHeading focus>{withdrawPage.withdrawn.heading}</StateHeading>
      <ApplicationSummary application={application} />
      <p className="mt-5 flex gap-2 font-medium text-foreground">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        {withdrawPage.withdrawn.text}
      </p>
      <OpenPositions />
    </>
  );
}
