import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../../observability/logger";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** An incoming id is honoured only when it is a short token of safe characters (it ends up in logs and headers). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

function requestIdFrom(header: string | undefined): string {
  return header && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

export type RequestContextVariables = { requestId: string; logger: Logger };

/** One id per request (echoed in `X-Request-Id`) and a child logger carrying it, both in the Hono context. */
export function requestContext(logger: Logger): MiddlewareHandler<{ Variables: RequestContextVariables }> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    c.set("logger", logger.child({ requestId }));
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    // Responses built outside Hono's helpers (page handler, Better Auth, engine) still carry the id.
    if (c.res.headers.has(REQUEST_ID_HEADER)) return;
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (a fetched response): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
  };
}
