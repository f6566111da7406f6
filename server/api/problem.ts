import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** RFC 9457 problem details; `extra` adds fields such as `error` for the spec's client contracts. */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.body(JSON.stringify({ type: "about:blank", title, status, ...extra }), status, {
    "Content-Type": "application/problem+json; charset=utf-8",
  });
}
