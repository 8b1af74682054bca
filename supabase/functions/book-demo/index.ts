// Edge Function: books a demo slot for a demo request, POST { requestId, start, timeZone } (see ../_shared/demo-booking.ts).
import { bookDemoHandlerFromEnv } from "../_shared/demo-booking-deps.ts";

Deno.serve(bookDemoHandlerFromEnv(Deno.env.toObject()));
