import { useState } from "react";
import { Button } from "~/components/ui/button";
import { RotateCw } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useRedeliver } from "./webhooks-api";

interface RedeliverButtonProps {
  deliveryId: string;
  /** Which delivery, for the button's name and the announcement: "Demo request 3f2a9c1e". */
  name: string;
}

/**
 * Sends a delivery again now under the same webhook-id (redeliver_webhook()): one given up, one
 * waiting for its next try, or one delivered that the receiver lost. The database refuses one being
 * sent at that moment, in a sentence the toast shows.
 */
export function RedeliverButton({ deliveryId, name }: RedeliverButtonProps) {
  const redeliver = useRedeliver();
  const [busy, setBusy] = useState(false);

  // Awaited here, not in the mutation's callbacks, which never run once the refreshed list has
  // replaced this row.
  async function redeliverNow() {
    if (busy) return;
    setBusy(true);
    try {
      await redeliver.mutateAsync(deliveryId);
      toast({
        title: "Delivery queued again",
        description: `${name} will be sent again shortly, with the same webhook-id.`,
      });
    } catch (error) {
      toast({ title: "Could not redeliver", description: describeError(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void redeliverNow()} aria-disabled={busy || undefined}>
      <RotateCw aria-hidden="true" className={cn("size-4", busy && "motion-safe:animate-spin")} />
      {busy ? "Redelivering..." : "Redeliver"}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
