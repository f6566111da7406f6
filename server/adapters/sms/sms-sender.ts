import type { Database } from "../db/client";
import { outbox } from "../db/schema";

export interface SmsSender {
  /** 'outbox' means no real provider is configured. */
  kind: "http" | "outbox";
  /** `idempotencyKey` (the delivery queue's key) goes to the provider as `Idempotency-Key`. */
  send(to: string, text: string, options?: { idempotencyKey?: string }): Promise<void>;
}

export function createOutboxSmsSender(db: Database): SmsSender {
  return {
    kind: "outbox",
    async send(to, text) {
      await db.insert(outbox).values({ channel: "sms", recipient: to, body: text });
    },
  };
}

export interface HttpSmsOptions {
  url: string;
  token?: string;
  sender: string;
  fetch?: typeof fetch;
}

/**
 * An SMS provider's HTTP API: POST {to, from, text} as JSON with a bearer token; any 2xx is delivered.
 * (The common shape of German SMS gateways; adapt the body here for a provider with another format.)
 */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: "http",
    async send(to, text, sendOptions = {}) {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...(sendOptions.idempotencyKey ? { "Idempotency-Key": sendOptions.idempotencyKey } : {}),
        },
        body: JSON.stringify({ to, from: options.sender, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
