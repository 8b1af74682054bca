import { RotateCw } from "~/components/ui/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";

const emails = (count: number | undefined) => (count === 1 ? "email" : "emails");

interface ResendEmailsButtonProps {
  /** Whose messages: the lead's or reporter's name, or a report's reference. */
  name: string;
  /** How many messages failed or are waiting to retry, when the screen knows. */
  count?: number;
  /** Queues them again; answers how many were queued. */
  onResend: () => Promise<number>;
}

/** Sends failed and retrying messages again now, instead of at their next try (or never). */
export function ResendEmailsButton({ name, count, onResend }: ResendEmailsButtonProps) {
  const [busy, setBusy] = useState(false);

  // Awaited here, not in a mutation's callbacks: the refresh after a resend usually removes this
  // button (nothing is left to resend) before those callbacks would run, and they never run unmounted.
  async function resendNow() {
    setBusy(true);
    try {
      const requeued = await onResend();
      toast(
        requeued > 0
          ? {
              title: requeued === 1 ? "Email queued again" : "Emails queued again",
              description: `${requeued} ${emails(requeued)} for ${name} will be sent again shortly.`,
            }
          : {
              title: "Nothing to resend",
              description: `Every email for ${name} is already delivered or on its way.`,
            },
      );
    } catch (error) {
      toast({ title: "Could not resend the emails", description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={resendNow} disabled={busy}>
      <RotateCw aria-hidden="true" className={cn("size-4", busy && "motion-safe:animate-spin")} />
      {busy ? "Resending..." : `Resend ${emails(count)}`}
    </Button>
  );
}
