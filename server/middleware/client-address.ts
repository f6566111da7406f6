import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/** Header carrying the socket's address; always overwritten by `captureSocketAddress` (never trusted from outside). */
const CLIENT_IP_HEADER = "x-client-ip-internal";

export interface ClientAddress {
  /** The client's address: the first X-Forwarded-For entry behind a trusted proxy, else the socket's. */
  clientIp(request: Request): string;
  /** Whether the request reached us over https (X-Forwarded-Proto behind a trusted proxy). */
  isHttps(request: Request): boolean;
}

export function createClientAddress(options: { trustProxy: boolean }): ClientAddress {
  return {
    clientIp(request) {
      if (options.trustProxy) {
        const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
        if (forwarded) return forwarded;
      }
      return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
    },
    isHttps(request) {
      if (options.trustProxy && request.headers.get("x-forwarded-proto") === "https") return true;
      return new URL(request.url).protocol === "https:";
    },
  };
}

/** The client address as seen by the socket, in a header we always overwrite. */
export function captureSocketAddress(): MiddlewareHandler {
  return async (c, next) => {
    let address = "unknown";
    try {
      address = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // app.request() in tests has no socket
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    await next();
  };
}
