// deliver-lead-emails' Request -> Response: the service role's scheduled job (service-role-http.ts)
// whose run is one delivery pass, answered as { claimed, sent, retrying, failed }.

import { deliverLeadEmails, type DeliveryDeps } from "./lead-delivery.ts";
import { createServiceRoleHandler } from "./service-role-http.ts";

export { serviceKeysFrom } from "./service-role-http.ts";

export function createDeliveryHttpHandler(
  deps: DeliveryDeps,
  serviceKeys: readonly string[],
): (request: Request) => Promise<Response> {
  return createServiceRoleHandler(
    { name: "lead delivery", run: () => deliverLeadEmails(deps), logError: deps.logError },
    serviceKeys,
  );
}
