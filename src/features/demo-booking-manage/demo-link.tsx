import { manageDemo } from "~/content/demo-booking/manage-demo";
import { CancelDemo } from "./cancel-demo";
import { AlreadyCancelled, Expired, Invalid, LoadFailed, Moved } from "./link-notices";
import type { ManageDemoApi } from "./manage-demo-api";
import { RescheduleDemo } from "./reschedule-demo";
import { useDemoLink, type LinkState } from "./use-demo-link";

/** The heading each state shows, and the live region says once the first read has come. */
function headingOf(state: LinkState): string {
  switch (state.kind) {
    case "loading":
      return manageDemo.loading;
    case "open":
      return state.action === "cancel" ? manageDemo.cancel.heading : manageDemo.reschedule.heading;
    case "failed":
      return (state.problem ?? manageDemo.loadFailed).title;
    default:
      return manageDemo[state.kind].heading;
  }
}

/** What one link lets the visitor do, from reading it to the outcome of the action. */
export function DemoLink({ api, token }: { api: ManageDemoApi; token: string }) {
  const { state, reread, reload } = useDemoLink(api, token);
  // Once the visitor has acted, the outcome's heading takes the focus and is read from there.
  const announcement = state.kind === "loading" || !reread ? headingOf(state) : "";
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <LinkView state={state} api={api} token={token} focus={reread} onClosed={reload} />
    </>
  );
}

function LinkView({
  state,
  api,
  token,
  focus,
  onClosed,
}: {
  state: LinkState;
  api: ManageDemoApi;
  token: string;
  focus: boolean;
  onClosed: () => void;
}) {
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
    case "open": {
      const Action = state.action === "cancel" ? CancelDemo : RescheduleDemo;
      return <Action api={api} token={token} booking={state.booking} onClosed={onClosed} focus={focus} />;
    }
    case "alreadyCancelled":
      return <AlreadyCancelled booking={state.booking} focus={focus} />;
    case "moved":
      return <Moved booking={state.booking} focus={focus} />;
    case "expired":
      return <Expired focus={focus} />;
    case "invalid":
      return <Invalid focus={focus} />;
    case "failed":
      return <LoadFailed problem={state.problem} focus={focus} onRetry={onClosed} />;
  }
}
