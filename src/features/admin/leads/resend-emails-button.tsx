import { RotateCw } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useResendLeadEmails } from "./lead-emails-api";
import type { Lead } from "./lead-types";

const emails = (count: number) => (count === 1 ? "email" : "emails");

interface ResendEmailsButtonProps {
  lead: Pick<Lead, "kind" | "id" | "full_name">;
  /** How many of the lead's messages failed or are waiting to retry. */
  count: number;
}

/** Sends a lead's failed and retrying messages again now, instead of at their next try (or never). */
export function ResendEmailsButton({ lead, count }: ResendEmailsButtonProps) {
  const resend = useResendLeadEmails();

  // mutateAsync, not mutate's callbacks: the refresh after a resend usually removes this button
  // (nothing is left to resend) before those callbacks would run, and they never run unmounted.
  async function resendNow() {
    try {
      const requeued = await resend.mutateAsync({ kind: lead.kind, id: lead.id });
      toast(
        requeued > 0
          ? {
              title: requeued === 1 ? "Email queued again" : "Emails queued again",
              description: `${requeued} ${emails(requeued)} for ${lead.full_name} will be sent again shortly.`,
            }
          : {
              title: "Nothing to resend",
              description: `Every email for ${lead.full_name} is already delivered or on its way.`,
            },
      );
    } catch (error) {
      toast({ title: "Could not resend the emails", description: describeError(error), variant: "destructive" });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={resendNow} disabled={resend.isPending}>
      <RotateCw aria-hidden="true" className={cn("size-4", resend.isPending && "motion-safe:animate-spin")} />
      {resend.isPending ? "Resending..." : `Resend ${emails(count)}`}
    </Button>
  );
}
