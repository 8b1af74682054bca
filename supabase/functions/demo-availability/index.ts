// Edge Function: the free demo slots, GET ?from=YYYY-MM-DD&days=N&tz=<IANA> (see ../_shared/demo-booking.ts).
import { availabilityHandlerFromEnv } from "../_shared/demo-booking-deps.ts";

Deno.serve(availabilityHandlerFromEnv(Deno.env.toObject()));
