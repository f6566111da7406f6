import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type PageContext, pageContext } from "../../../server/page-context.server";
import { action as comparisonAction } from "./comparison";
import { action as resultsAction } from "./results";

const RATE_LIMITED = "Zu viele Anfragen. Bitte versuchen Sie es später erneut.";

/** A page context whose comparison store answers as the per-address limit does when it is used up. */
function rateLimitedContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageContext, {
    comparisons: {
      create: async () => ({
        ok: false,
        kind: "rate-limited",
        code: "rate-limited",
        error: RATE_LIMITED,
        retryAfterSeconds: 42,
      }),
    },
  } as unknown as PageContext);
  return context;
}

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

type DataResult = { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } | null };

describe("a rate-limited comparison form post", () => {
  it("answers 429 with Retry-After and the code the toast shows as 'Zu viele Anfragen' (long form)", async () => {
    const result = (await comparisonAction({
      request: formPost("/comparison", { birthDate: "1990-01-01" }),
      context: rateLimitedContext(),
      params: {},
    } as never)) as unknown as DataResult;
    expect(result.init?.status).toBe(429);
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("42");
    expect(result.data.engineError).toEqual({ code: "rate-limited", detail: RATE_LIMITED });
  });

  it("answers 429 with the German message (short form without JavaScript)", async () => {
    const result = (await resultsAction({
      request: formPost("/ihre-pkv-tarife", { birthDate: "01.01.1990", jobStatus: "employed" }),
      context: rateLimitedContext(),
      params: {},
    } as never)) as unknown as DataResult;
    expect(result.init?.status).toBe(429);
    expect(result.data.message).toBe(RATE_LIMITED);
  });
});
