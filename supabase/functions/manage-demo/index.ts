// Edge Function: the visitor's signed links to cancel or reschedule a demo (see ../_shared/demo-manage.ts).
import { manageDemoHandlerFromEnv } from "../_shared/demo-booking-deps.ts";

Deno.serve(manageDemoHandlerFromEnv(Deno.env.toObject()));
