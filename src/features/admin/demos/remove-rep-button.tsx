import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Trash2 } from "~/components/ui/icons";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useRemoveRep } from "./demo-reps-api";
import { keptForBookings } from "./rep-rules";

interface RemoveRepButtonProps {
  repId: string;
  name: string;
  /** The database kept the rep: bookings name them. */
  onKeptForBookings: () => void;
}

/** Asks, then removes the rep with their hours and days off; a rep with bookings is refused. */
export function RemoveRepButton({ repId, name, onKeptForBookings }: RemoveRepButtonProps) {
  const remove = useRemoveRep();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden="true" className="size-4 text-destructive" />
          <span className="text-destructive">Remove</span>
          <span className="sr-only"> {name} as a rep</span>
        </Button>
      }
      title="Remove this rep?"
      description={`${name} will no longer be offered for demos, and their weekly hours and days off are deleted. A rep with booked demos, past or upcoming, cannot be removed: make them inactive instead.`}
      confirmLabel="Remove rep"
      busyLabel="Removing..."
      onConfirm={() =>
        remove.mutateAsync(repId).then(
          () => toast({ title: "Rep removed", description: name }),
          (error: unknown) =>
            keptForBookings(error)
              ? onKeptForBookings()
              : toast({ title: "Could not remove the rep", description: describeError(error), variant: "destructive" }),
        )
      }
    />
  );
}
