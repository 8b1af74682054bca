// Edge Function: the candidate's signed link that withdraws an application (see ../_shared/application-withdraw.ts).
import { withdrawHandlerFromEnv } from "../_shared/application-deps.ts";

Deno.serve(withdrawHandlerFromEnv(Deno.env.toObject()));
