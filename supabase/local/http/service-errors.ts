// Error bodies in each service's own shape, for answers the gateway gives on a service's behalf
// (before the service itself could run): PostgREST's {code, details, hint, message}, GoTrue's
// {code, error_code, msg, message}, and Kong's {message} for everything else.

export function serviceOf(path: string): "rest" | "auth" | "other" {
  if (path === "/rest/v1" || path.startsWith("/rest/v1/")) return "rest";
  if (path === "/auth/v1" || path.startsWith("/auth/v1/")) return "auth";
  return "other";
}

/** 405 for a method the service does not have, worded as that service words it. */
export function methodNotAllowedBody(path: string, method: string): unknown {
  switch (serviceOf(path)) {
    case "rest":
      return { code: "PGRST117", details: null, hint: null, message: `Unsupported HTTP method: ${method}` };
    case "auth":
      return {
        code: "method_not_allowed",
        error_code: "method_not_allowed",
        msg: "Method not allowed",
        message: "Method not allowed",
      };
    default:
      return { message: `Unsupported HTTP method: ${method}` };
  }
}
