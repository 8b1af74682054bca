import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { RefreshCw } from "~/components/ui/icons";
import { StateHeading } from "~/components/ui/state-heading";
import { withdrawPage } from "~/content/careers/withdraw";
import type { ToastText } from "@rules/lead-toasts.ts";

// What the page says when the link has nothing (more) to do, or could not be read.

const Text = ({ children }: { children: ReactNode }) => <p className="mt-4 text-muted-foreground">{children}</p>;

export const OpenPositions = () => (
  <Button asChild variant="outline" className="mt-6">
    <Link to={withdrawPage.openPositions.href}>{withdrawPage.openPositions.label}</Link>
  </Button>
);

export function Gone({ focus }: { focus: boolean }) {
  return (
    <>
      <StateHeading focus={focus}>{withdrawPage.gone.heading}</StateHeading>
      <Text>{withdrawPage.gone.text}</Text>
      <OpenPositions />
    </>
  );
}

export function Invalid({ focus }: { focus: boolean }) {
  return (
    <>
      <StateHeading focus={focus}>{withdrawPage.invalid.heading}</StateHeading>
      <Text>{withdrawPage.invalid.text}</Text>
    </>
  );
}

/** The link is past its lifetime: the function's words, or ours. */
export function Expired({ problem, focus }: { problem: ToastText | null; focus: boolean }) {
  const { title, description } = problem ?? withdrawPage.expired;
  return (
    <>
      <StateHeading focus={focus}>{title}</StateHeading>
      <Text>{description}</Text>
    </>
  );
}

/** The read failed (no answer, too many attempts, a server error): the function's words where it had any. */
export function LoadFailed({
  problem,
  focus,
  onRetry,
}: {
  problem: ToastText | null;
  focus: boolean;
  onRetry: () => void;
}) {
  const { title, description } = problem ?? withdrawPage.loadFailed;
  return (
    <>
      <StateHeading focus={focus}>{title}</StateHeading>
      <Text>{description}</Text>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {withdrawPage.retry}
      </Button>
    </>
  );
}
