import type { Handler } from "hono";
import type { RateLimiter } from "../../ports/rate-limiter";

/** What the engine asks before it runs an operation: undefined to admit it, else the seconds to wait. */
interface OperationGuard {
  admit(operation: "Authenticate" | "GetCompanies" | "Calculate"): Promise<number | undefined>;
}

/** An engine that answers KVR SOAP requests and asks the guard before it runs an operation. */
export interface KvrEngineHandler {
  handle(request: Request, guard?: OperationGuard): Promise<Response>;
}

/**
 * `/soap/kvr`: the embedded KVR engine for machine clients (own authentication, outside the gate). Per client
 * address every Authenticate counts (a machine client keeps its session for 20 minutes), and the calculations a
 * portal-sized client needs; GetCompanies is not limited. The engine asks before it reads the body.
 */
export function kvrEngineRoute(deps: {
  engine: KvrEngineHandler;
  limits: { Authenticate: RateLimiter; Calculate: RateLimiter };
  clientIp: (request: Request) => string;
}): Handler {
  return (c) =>
    deps.engine.handle(c.req.raw, {
      async admit(operation) {
        const limiter = operation === "GetCompanies" ? undefined : deps.limits[operation];
        if (!limiter) return undefined;
        const { allowed, retryAfterSeconds } = await limiter.hit(`soap:${deps.clientIp(c.req.raw)}`);
        return allowed ? undefined : retryAfterSeconds;
      },
    });
}
