import { Webhook } from "~/components/ui/icons";
import { ListState } from "../ui/list-state";
import { AddEndpointForm } from "./add-endpoint-form";
import { EndpointItem } from "./endpoint-item";
import type { RevealedSecret } from "./webhook-types";
import { useWebhookEndpoints } from "./webhooks-api";

/** The endpoints staff added: the form to add one, and the list with each one's actions. */
interface EndpointsSectionProps {
  /** Shows a new secret once; focus returns to `from` (or what has it now) when it closes. */
  onSecret: (revealed: RevealedSecret, from?: HTMLElement | null) => void;
}

export function EndpointsSection({ onSecret }: EndpointsSectionProps) {
  const endpoints = useWebhookEndpoints();
  return (
    <section aria-labelledby="webhook-endpoints-heading" className="space-y-4">
      <div>
        <h3 id="webhook-endpoints-heading" className="text-lg font-semibold text-foreground">
          Endpoints
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          Where new leads are sent. An endpoint turned off gets no new leads, and its waiting deliveries wait until it
          is on again.
        </p>
      </div>
      <AddEndpointForm onCreated={(url, secret) => onSecret({ url, secret, reason: "created" })} />
      <ListState
        query={endpoints}
        what="the endpoints"
        isEmpty={(data) => data.length === 0}
        empty={{
          icon: Webhook,
          title: "No endpoints yet",
          text: "Add your CRM's webhook URL above. Deliveries to LEAD_WEBHOOK_URL, when the functions have it, are listed below.",
        }}
      >
        {(data) => (
          <ul
            aria-label="Webhook endpoints"
            className="divide-y divide-border rounded-xl border border-border bg-background shadow-card hc-border"
          >
            {data.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                onNewSecret={(url, secret, from) => onSecret({ url, secret, reason: "rotated" }, from)}
              />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
