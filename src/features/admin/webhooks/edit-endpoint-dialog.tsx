import { useId, useState, type FormEvent, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { BusyLabel } from "~/components/ui/busy-label";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { EventCheckboxes } from "./event-checkboxes";
import { DESCRIPTION_MAX_LENGTH, type WebhookEndpoint, type WebhookEvent } from "./webhook-types";
import { useUpdateEndpoint, type EndpointChange } from "./webhooks-api";

interface EditEndpointDialogProps {
  endpoint: WebhookEndpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement>;
}

/** An endpoint's description and events; the URL stays (a new address is a new endpoint, with its own secret). */
export function EditEndpointDialog({ endpoint, open, onOpenChange, returnFocusTo }: EditEndpointDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit the endpoint"
      description={<span className="wrap-anywhere">{endpoint.url}</span>}
      returnFocusTo={returnFocusTo}
    >
      {/* Mounted per opening, so it starts from the endpoint as saved. */}
      {open && <EditEndpointForm endpoint={endpoint} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function EditEndpointForm({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const id = useId();
  const update = useUpdateEndpoint();
  const [description, setDescription] = useState(endpoint.description);
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint.events);
  const [eventsError, setEventsError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (events.length === 0) {
      setEventsError("Keep at least one event. To stop sending, turn the endpoint off instead.");
      return;
    }
    setEventsError(undefined);
    const change: EndpointChange = {};
    if (description.trim() !== endpoint.description) change.description = description.trim();
    if (events.join() !== endpoint.events.join()) change.events = events;
    if (Object.keys(change).length === 0) return onDone();
    update.mutate(
      { id: endpoint.id, change },
      {
        onSuccess: () => {
          toast({ title: "Endpoint saved", description: endpoint.url });
          onDone();
        },
        onError: (error) => setFailure(describeError(error)),
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-describedby={failure ? `${id}-failure` : undefined}>
      <div className="grid gap-4">
        <FormField label="Description" hint="Optional: what receives it, such as HubSpot through Zapier.">
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={description}
              onChange={(change) => setDescription(change.target.value)}
            />
          )}
        </FormField>
        <EventCheckboxes value={events} onChange={setEvents} error={eventsError} />
      </div>
      {failure && (
        <p id={`${id}-failure`} role="alert" className="mt-4 text-sm font-medium text-destructive">
          Not saved. {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          <BusyLabel busy={update.isPending} idle="Save" working="Saving..." />
        </Button>
      </div>
    </form>
  );
}
