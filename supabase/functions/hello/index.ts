// A trivial Edge Function the local stack's tests call: proves the Deno runner end to end
// (routing, JWT gate, env, CORS, JSON in and out). Not part of the product.

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
};

// One per process: tests use it to see that a warm worker served several requests.
const workerId = crypto.randomUUID();

Deno.serve(async (req: Request) => {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  let name = "world";
  if (req.method === "POST") {
    try {
      const body = await req.json();
      if (typeof body?.name === "string") name = body.name;
    } catch {
      return Response.json({ error: "Body must be JSON" }, { status: 400, headers: corsHeaders });
    }
  } else {
    name = new URL(req.url).searchParams.get("name") ?? name;
  }
  return Response.json(
    {
      message: `Hello ${name}`,
      // Echoed so tests can check what the runner passes in.
      forwardedFor: req.headers.get("x-forwarded-for"),
      supabaseUrlSet: Boolean(Deno.env.get("SUPABASE_URL")),
      workerId,
    },
    { headers: corsHeaders },
  );
});
