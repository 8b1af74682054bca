import { useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { RefreshCw, Send } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { pageFromParams } from "../list-params";
import { StatusFilter } from "../ui/status-filter";
import { ListPagination } from "../ui/list-pagination";
import { ListState } from "../ui/list-state";
import { DeliveriesTable } from "./deliveries-table";
import { deliveryStatusFromParams } from "./webhook-format";
import { DELIVERIES_PAGE_SIZE, DELIVERY_STATUS_LABELS, DELIVERY_STATUSES } from "./webhook-types";
import { useWebhookDeliveries, useWebhookEndpoints, webhookKeys } from "./webhooks-api";

const DELIVERY_NOUN = { one: "delivery", many: "deliveries" };

/** The outbox, newest first: `?status=` filters, `?page=` pages; Refresh reads it again. */
export function DeliveriesSection() {
  const [params] = useSearchParams();
  const status = deliveryStatusFromParams(params);
  const page = pageFromParams(params);
  const deliveries = useWebhookDeliveries(status, page);
  const endpoints = useWebhookEndpoints();
  const queryClient = useQueryClient();
  const refreshing = deliveries.isFetching && !deliveries.isPending;

  return (
    <section aria-labelledby="webhook-deliveries-heading" className="space-y-4">
      <div>
        <h3 id="webhook-deliveries-heading" className="text-lg font-semibold text-foreground">
          Deliveries
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          One per new lead and endpoint. Open a delivery&apos;s attempts to see each answer; redeliver to send it again
          now.
        </p>
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 hc-border sm:flex-row sm:items-end sm:justify-between">
        <StatusFilter statuses={DELIVERY_STATUSES} labels={DELIVERY_STATUS_LABELS} value={status} className="sm:w-64" />
        <Button
          variant="outline"
          aria-disabled={refreshing || undefined}
          onClick={() => !refreshing && void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries })}
        >
          <RefreshCw aria-hidden="true" className={cn("size-4", refreshing && "motion-safe:animate-spin")} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      <ListState
        query={deliveries}
        what="the deliveries"
        isEmpty={(data) => data.deliveries.length === 0}
        empty={{
          icon: Send,
          title: status ? `No ${DELIVERY_STATUS_LABELS[status].toLowerCase()} deliveries` : "No deliveries yet",
          text: status
            ? "Choose another status, or all statuses."
            : "Each new lead is delivered to every endpoint that receives its event.",
        }}
      >
        {(data) => <DeliveriesTable deliveries={data.deliveries} endpoints={endpoints.data ?? []} />}
      </ListState>
      {deliveries.data && deliveries.data.total > 0 && (
        <ListPagination
          label="Delivery pages"
          page={page}
          pageSize={DELIVERIES_PAGE_SIZE}
          total={deliveries.data.total}
          noun={DELIVERY_NOUN}
        />
      )}
    </section>
  );
}
