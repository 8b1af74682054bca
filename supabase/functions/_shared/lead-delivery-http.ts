// deliver-lead-emails' Request -> Response: the service role's scheduled job (service-role-http.ts)
// whose run is one delivery pass of both outboxes, the emails' and the webhooks', side by side,
// answered as { claimed, sent, retrying, failed, webhooks: { claimed, delivered, retrying, failed } }.

import { deliverLeadEmails, type DeliveryDeps } from "./lead-delivery.ts";
import { createServiceRoleHandler } from "./service-role-http.ts";
import { deliverWebhooks, type WebhookDeliveryDeps } from "./webhook-delivery.ts";

export { serviceKeysFrom } from "./service-role-http.ts";

async function deliverBoth(deps: { emails: DeliveryDeps; webhooks: WebhookDeliveryDeps }) {
  const [emails, webhooks] = await Promise.all([deliverLeadEmails(deps.emails), deliverWebhooks(deps.webhooks)]);
  return { ...emails, webhooks };
}

export function createDeliveryHttpHandler(
  deps: { emails: DeliveryDeps; webhooks: WebhookDeliveryDeps },
  serviceKeys: readonly string[],
): (request: Request) => Promise<Response> {
  return createServiceRoleHandler(
    { name: "lead delivery", run: () => deliverBoth(deps), logError: deps.emails.logError },
    serviceKeys,
  );
}
