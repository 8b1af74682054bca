import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Key, Pencil, Trash2 } from "~/components/ui/icons";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/cn";
import { describeError } from "../admin-errors";
import { leadDate } from "../dates";
import { EditEndpointDialog } from "./edit-endpoint-dialog";
import { eventsSummary } from "./webhook-format";
import type { WebhookEndpoint } from "./webhook-types";
import { useDeleteEndpoint, useRotateSecret, useUpdateEndpoint } from "./webhooks-api";

interface EndpointItemProps {
  endpoint: WebhookEndpoint;
  /** Shows a new secret once; focus returns to `from` when it closes. */
  onNewSecret: (url: string, secret: string, from: HTMLElement | null) => void;
}

/** Whether the endpoint is on, in words beside the switch. */
function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(
        "rounded-full border px-2 py-0.5 text-xs font-medium text-foreground hc-border",
        enabled ? "border-success/40 bg-success/10" : "border-warning/60 bg-warning/10",
      )}
    >
      {enabled ? "On" : "Off"}
    </span>
  );
}

/** One endpoint: where, what it receives, on or off, and its edit, new-secret and remove actions. */
export function EndpointItem({ endpoint, onNewSecret }: EndpointItemProps) {
  const id = useId();
  const update = useUpdateEndpoint();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const secretButton = useRef<HTMLButtonElement>(null);
  const { url } = endpoint;

  function setEnabled(enabled: boolean) {
    update.mutateAsync({ id: endpoint.id, change: { enabled } }).then(
      () => toast({ title: enabled ? "Endpoint turned on" : "Endpoint turned off", description: url }),
      (error: unknown) =>
        toast({ title: "Could not change the endpoint", description: describeError(error), variant: "destructive" }),
    );
  }

  return (
    <li className="flex flex-col gap-4 p-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-mono text-sm font-semibold text-foreground wrap-anywhere">{url}</span>
          <EnabledBadge enabled={endpoint.enabled} />
        </p>
        {endpoint.description && <p className="mt-1 text-sm text-foreground wrap-anywhere">{endpoint.description}</p>}
        <p className="mt-1 text-sm text-muted-foreground">
          {eventsSummary(endpoint.events)} · added {leadDate(endpoint.created_at)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="flex min-h-11 items-center gap-3">
          <Switch
            id={`${id}-enabled`}
            checked={endpoint.enabled}
            aria-describedby={`${id}-enabled-hint`}
            onCheckedChange={setEnabled}
          />
          <label htmlFor={`${id}-enabled`} className="text-sm font-medium text-foreground">
            Send<span className="sr-only"> to {url}</span>
          </label>
          <span id={`${id}-enabled-hint`} className="sr-only">
            When off, new leads are not sent here and waiting deliveries wait until it is on again.
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {url}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button ref={secretButton} variant="outline">
                <Key aria-hidden="true" className="size-4" />
                New secret<span className="sr-only"> for {url}</span>
              </Button>
            }
            title="Replace the signing secret?"
            description={`The current secret stops signing at once: requests to ${url} fail verification until the receiver has the new one, which is shown once.`}
            confirmLabel="Replace secret"
            busyLabel="Replacing..."
            onConfirm={() =>
              rotate.mutateAsync(endpoint.id).then(
                (secret) => onNewSecret(url, secret, secretButton.current),
                (error: unknown) =>
                  toast({
                    title: "Could not replace the secret",
                    description: describeError(error),
                    variant: "destructive",
                  }),
              )
            }
          />
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                <span className="text-destructive">Remove</span>
                <span className="sr-only"> {url}</span>
              </Button>
            }
            title="Remove this endpoint?"
            description={`New leads are no longer sent to ${url}, and its deliveries are deleted with it. You can add it again later, with a new secret.`}
            confirmLabel="Remove endpoint"
            busyLabel="Removing..."
            onConfirm={() =>
              remove.mutateAsync(endpoint.id).then(
                () => toast({ title: "Endpoint removed", description: url }),
                (error: unknown) =>
                  toast({ title: "Could not remove it", description: describeError(error), variant: "destructive" }),
              )
            }
          />
        </div>
      </div>
      <EditEndpointDialog endpoint={endpoint} open={editing} onOpenChange={setEditing} returnFocusTo={editButton} />
    </li>
  );
}
