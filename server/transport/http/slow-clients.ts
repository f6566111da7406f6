import type { IncomingMessage, Server, ServerOptions, ServerResponse } from "node:http";

/**
 * How long a client may take to send a request (docs/security.md#slow-clients). Headers have a hard deadline;
 * a body only a minimum average rate after a grace period, so a 100 MB upload over a slow line still arrives
 * while a connection that trickles a byte now and then is closed.
 */
export interface SlowClientPolicy {
  /** The request line and all headers must be complete within this time (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** How often Node checks the header deadline and this guard checks body rates. */
  checkIntervalMs: number;
  /** No rate is required during the first part of a body (connection set-up, TCP slow start). */
  bodyGraceMs: number;
  /** After the grace period the body must have arrived at this average rate since its request began. */
  minBodyBytesPerSecond: number;
  /** An absolute cap on receiving one request (Node's `requestTimeout`); the largest upload fits easily. */
  requestTimeoutMs: number;
  /**
   * How long an idle keep-alive connection stays open (Node's `keepAliveTimeout`, default 5 s). Longer than the
   * idle timeout of common load balancers (60 s), so the proxy or client closes first and never sends a request
   * into a connection the server is closing at that moment (ECONNRESET).
   */
  keepAliveTimeoutMs: number;
}

export const SLOW_CLIENT_POLICY: SlowClientPolicy = {
  headersTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  bodyGraceMs: 10_000,
  // 2 KB/s (16 kbit/s): below any real connection; a 64 KB form needs 32 s at this rate, 100 MB about 14 h.
  minBodyBytesPerSecond: 2 * 1024,
  // 100 MB in an hour is 28 KB/s; an upload slower than that is not a person waiting for it.
  requestTimeoutMs: 60 * 60 * 1000,
  keepAliveTimeoutMs: 65_000,
};

/** The options for `http.createServer` that enforce the header deadline and the keep-alive time of a policy. */
export function slowClientServerOptions(policy: SlowClientPolicy = SLOW_CLIENT_POLICY): ServerOptions {
  return {
    headersTimeout: policy.headersTimeoutMs,
    requestTimeout: policy.requestTimeoutMs,
    connectionsCheckingInterval: policy.checkIntervalMs,
    keepAliveTimeout: policy.keepAliveTimeoutMs,
  };
}

const TIMEOUT_TEXT = "Die Anfrage kam zu langsam an und wurde abgebrochen.";
const REQUEST_TIMEOUT_ANSWER =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n" +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_TEXT)}\r\n\r\n${TIMEOUT_TEXT}`;

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return request.headers["transfer-encoding"] !== undefined;
}

/**
 * Closes every connection whose request body arrives slower than the policy allows: answered with 408 when no
 * answer has started yet, then closed. It only reads the socket's byte counter, so the body is left to whoever
 * reads it (the body limit, an upload stream) and a fast body is never touched.
 */
export function guardSlowBodies(
  server: Server,
  policy: SlowClientPolicy = SLOW_CLIENT_POLICY,
  onClosed?: (request: IncomingMessage, receivedBytes: number) => void,
): void {
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request) || request.complete) return;
    const socket = request.socket;
    const startedAt = Date.now();
    const bytesAtStart = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) return stop();
      const elapsed = Date.now() - startedAt;
      if (elapsed < policy.bodyGraceMs) return;
      const received = socket.bytesRead - bytesAtStart;
      if (received / (elapsed / 1000) >= policy.minBodyBytesPerSecond) return;
      stop();
      onClosed?.(request, received);
      if (!response.headersSent && socket.writable) {
        socket.end(REQUEST_TIMEOUT_ANSWER, () => socket.destroy());
        setTimeout(() => socket.destroy(), policy.checkIntervalMs).unref();
      } else {
        socket.destroy();
      }
    }, policy.checkIntervalMs);
    timer.unref();
    function stop() {
      clearInterval(timer);
      request.off("end", stop);
      request.off("close", stop);
    }
    request.on("end", stop);
    request.on("close", stop);
  });
}
