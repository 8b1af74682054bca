// `/functions/v1/<name>`: runs supabase/functions/<name>/index.ts under real Deno, one long-lived
// worker process per function (this folder), behind the CLI's verify_jwt gate.
import { existsSync } from "node:fs";
import type { ServiceHandler, StackContext } from "../context.ts";
import { sendJson, sendText } from "../http/send.ts";
import { checkFunctionJwt } from "./jwt-gate.ts";
import { proxyToWorker, WorkerUnreachableError } from "./proxy.ts";
import { watchFunctionSources } from "./watch-sources.ts";
import { BootError } from "./worker.ts";
import { WorkerPool } from "./worker-pool.ts";

// Folders starting with _ hold shared code and tests, never a function (as in the CLI).
const FUNCTION_PATH = /^\/([A-Za-z0-9][A-Za-z0-9_-]*)(\/[^?]*)?$/;

/** Needs only the config: functions reach the database through the API, like on the platform. */
export function createFunctionsHandler(ctx: Pick<StackContext, "config">): ServiceHandler {
  const pool = new WorkerPool(ctx.config);
  const watcher = watchFunctionSources(ctx.config.functionsDir, () => {
    void pool.retireAll();
  });

  const handler: ServiceHandler = async (req, res, body, subpath) => {
    const match = subpath.match(FUNCTION_PATH);
    const name = match?.[1];
    if (!name || !existsSync(pool.entryFile(name)))
      return sendText(res, 404, "Function not found", { contentType: "text/plain" });
    const verifyJwt = ctx.config.functions[name]?.verifyJwt ?? true;
    if (verifyJwt && req.method !== "OPTIONS") {
      const refusal = checkFunctionJwt(req.headers);
      if (refusal) return sendJson(res, refusal.status, refusal.body);
    }
    const url = req.url ?? "";
    const path = `/${name}${match?.[2] ?? ""}${url.includes("?") ? url.slice(url.indexOf("?")) : ""}`;
    // A worker that died since its last request is only noticed on the next one: retry that
    // request once on a fresh worker, as it never reached the function.
    for (let attempt = 1; ; attempt++) {
      let port: number;
      try {
        port = await pool.portFor(name);
      } catch (error) {
        if (!(error instanceof BootError)) throw error;
        console.error(`[functions:${name}] boot failed: ${error.message}\n${error.log}`);
        return sendJson(res, 503, { code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
      }
      try {
        return await proxyToWorker(port, path, req, res, body);
      } catch (error) {
        if (!(error instanceof WorkerUnreachableError)) throw error;
        await pool.discard(name, port);
        if (error.neverReached && attempt === 1) continue;
        if (res.headersSent) return void res.destroy();
        return sendJson(res, 500, {
          code: "WORKER_ERROR",
          message: "Function exited due to an error (please check logs)",
        });
      }
    }
  };

  return Object.assign(handler, {
    async close() {
      watcher.close();
      await pool.retireAll();
    },
  });
}
