// Data access for the Integrations screen: the webhook endpoints (read, added by
// create_webhook_endpoint(), changed, removed, a new secret by rotate_webhook_secret()) and the
// deliveries (a page, newest first, one delivery's attempts, redeliver_webhook()). RLS and the
// functions ask staff_can('integrations').
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { pageRange } from "../list-params";
import {
  ATTEMPT_COLUMNS,
  DELIVERIES_PAGE_SIZE,
  DELIVERY_COLUMNS,
  ENDPOINT_COLUMNS,
  type DeliveryStatus,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from "./webhook-types";

export const webhookKeys = {
  all: ["admin", "webhooks"] as const,
  endpoints: ["admin", "webhooks", "endpoints"] as const,
  deliveries: ["admin", "webhooks", "deliveries"] as const,
  page: (status: DeliveryStatus | undefined, page: number) =>
    [...webhookKeys.deliveries, "page", status ?? "all", page] as const,
  attempts: (deliveryId: string) => [...webhookKeys.deliveries, "attempts", deliveryId] as const,
};

async function fetchEndpoints(): Promise<WebhookEndpoint[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("webhook_endpoints").select(ENDPOINT_COLUMNS).order("created_at");
  if (error) throw error;
  return (data ?? []) as WebhookEndpoint[];
}

export interface DeliveriesPage {
  deliveries: WebhookDelivery[];
  total: number;
}

async function fetchDeliveriesPage(status: DeliveryStatus | undefined, page: number): Promise<DeliveriesPage> {
  const supabase = await getSupabase();
  let query = supabase.from("webhook_deliveries").select(DELIVERY_COLUMNS, { count: "exact" });
  if (status) query = query.eq("status", status);
  // id breaks ties: one lead's deliveries to several endpoints share their creation time.
  const { data, error, count } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(...pageRange(page, DELIVERIES_PAGE_SIZE));
  if (error) throw error;
  return { deliveries: (data ?? []) as WebhookDelivery[], total: count ?? 0 };
}

async function fetchAttempts(deliveryId: string): Promise<WebhookAttempt[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("webhook_delivery_attempts")
    .select(ATTEMPT_COLUMNS)
    .eq("delivery_id", deliveryId)
    .order("started_at");
  if (error) throw error;
  return (data ?? []) as WebhookAttempt[];
}

export interface NewEndpoint {
  url: string;
  events: WebhookEvent[];
  description: string;
}

/** Adds an endpoint; answers its id and its signing secret, which is never readable again. */
async function createEndpoint({ url, events, description }: NewEndpoint): Promise<{ id: string; secret: string }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("create_webhook_endpoint", {
    p_url: url,
    p_events: events,
    p_description: description,
  });
  if (error) throw error;
  const [created] = (data ?? []) as Array<{ id: string; secret: string }>;
  if (!created) throw new Error("The endpoint was not added. Please try again.");
  return created;
}

export type EndpointChange = Partial<Pick<WebhookEndpoint, "enabled" | "events" | "description">>;

async function updateEndpoint({ id, change }: { id: string; change: EndpointChange }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("webhook_endpoints").update(change).eq("id", id).select("id");
  if (error) throw error;
  if (!data?.length) throw new Error("This endpoint no longer exists.");
}

async function deleteEndpoint(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("webhook_endpoints").delete().eq("id", id);
  if (error) throw error;
}

/** A new secret for the endpoint; the old one stops signing at once. */
async function rotateSecret(endpointId: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("rotate_webhook_secret", { p_endpoint_id: endpointId });
  if (error) throw error;
  return data as string;
}

/** Queues a delivery again now, under the same webhook-id, with a fresh day of retries. */
async function redeliver(deliveryId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("redeliver_webhook", { p_delivery_id: deliveryId });
  if (error) throw error;
}

export const useWebhookEndpoints = () => useQuery({ queryKey: webhookKeys.endpoints, queryFn: fetchEndpoints });

export const useWebhookDeliveries = (status: DeliveryStatus | undefined, page: number) =>
  useQuery({
    queryKey: webhookKeys.page(status, page),
    queryFn: () => fetchDeliveriesPage(status, page),
    placeholderData: keepPreviousData,
  });

export const useDeliveryAttempts = (deliveryId: string) =>
  useQuery({ queryKey: webhookKeys.attempts(deliveryId), queryFn: () => fetchAttempts(deliveryId) });

/** A change that refreshes what it touches once it settles (endpoints feed the deliveries' labels). */
function useWebhooksMutation<T, R = void>(mutationFn: (input: T) => Promise<R>, refresh: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }) });
}

export const useCreateEndpoint = () => useWebhooksMutation(createEndpoint, webhookKeys.endpoints);
export const useUpdateEndpoint = () => useWebhooksMutation(updateEndpoint, webhookKeys.endpoints);
// Removing an endpoint removes its deliveries too (on delete cascade).
export const useDeleteEndpoint = () => useWebhooksMutation(deleteEndpoint, webhookKeys.all);
export const useRotateSecret = () => useWebhooksMutation(rotateSecret, webhookKeys.endpoints);
export const useRedeliver = () => useWebhooksMutation(redeliver, webhookKeys.deliveries);
