import { withdrawPage } from "~/content/careers/withdraw";
import { useWithdrawLink, type WithdrawState } from "./use-withdraw-link";
import type { WithdrawApi } from "./withdraw-api";
import { Withdrawn, WithdrawApplication } from "./withdraw-application";
import { Expired, Gone, Invalid, LoadFailed } from "./withdraw-notices";

/** The heading each state shows, which the live region says once the first read has come. */
function headingOf(state: WithdrawState): string {
  switch (state.kind) {
    case "loading":
      return withdrawPage.loading;
    case "open":
      return withdrawPage.open.heading;
    case "failed":
      return (state.problem ?? withdrawPage.loadFailed).title;
    case "expired":
      return (state.problem ?? withdrawPage.expired).title;
    default:
      return withdrawPage[state.kind].heading;
  }
}

/** What one link lets the candidate do, from reading it to the outcome. */
export function WithdrawLink({ api, token }: { api: WithdrawApi; token: string }) {
  const { state, acted, retry, settle } = useWithdrawLink(api, token);
  // Once the candidate has acted, the outcome's heading takes the focus and is read from there.
  const announcement = state.kind === "loading" || !acted ? headingOf(state) : "";
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <LinkView state={state} api={api} token={token} focus={acted} onRetry={retry} onSettled={settle} />
    </>
  );
}

interface LinkViewProps {
  state: WithdrawState;
  api: WithdrawApi;
  token: string;
  focus: boolean;
  onRetry: () => void;
  onSettled: (state: WithdrawState) => void;
}

function LinkView({ state, api, token, focus, onRetry, onSettled }: LinkViewProps) {
  switch (state.kind) {
    case "loading":
      return (
        <div className="flex justify-center py-12">
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-[3px] border-muted border-t-primary motion-reduce:animate-none"
          />
        </div>
      );
    case "open":
      return (
        <WithdrawApplication
          api={api}
          token={token}
          application={state.application}
          focus={focus}
          onSettled={onSettled}
        />
      );
    case "withdrawn":
      return <Withdrawn application={state.application} />;
    case "gone":
      return <Gone focus={focus} />;
    case "invalid":
      return <Invalid focus={focus} />;
    case "expired":
      return <Expired problem={state.problem} focus={focus} />;
    case "failed":
      return <LoadFailed problem={state.problem} focus={focus} onRetry={onRetry} />;
  }
}
