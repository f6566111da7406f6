import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../../ports/rate-limiter";
import { type KvrEngineHandler, kvrEngineRoute } from "./kvr-engine-route";

type Operation = "Authenticate" | "GetCompanies" | "Calculate";

/** An engine that asks the guard for the operation named in the header and reports its answer. */
const echoEngine: KvrEngineHandler = {
  async handle(request, guard) {
    const operation = request.headers.get("x-operation") as Operation;
    const retryAfter = await guard?.admit(operation);
    return new Response(retryAfter === undefined ? "admitted" : `refused ${retryAfter}`);
  },
};

function soapApp(max: { Authenticate: number; Calculate: number }) {
  const limits = {
    Authenticate: createMemoryRateLimiter({ max: max.Authenticate, windowMs: 60_000, now: () => 0 }),
    Calculate: createMemoryRateLimiter({ max: max.Calculate, windowMs: 60_000, now: () => 0 }),
  };
  const app = new Hono();
  app.all(
    "/soap/kvr",
    kvrEngineRoute({
      engine: echoEngine,
      limits,
      clientIp: (request) => request.headers.get("x-client") ?? "unknown",
    }),
  );
  const call = async (operation: Operation, client = "10.0.0.1") =>
    (
      await app.request("/soap/kvr", {
        method: "POST",
        headers: { "x-operation": operation, "x-client": client },
      })
    ).text();
  return { call, limits };
}

describe("kvrEngineRoute", () => {
  it("limits Authenticate and Calculate per client address, each on its own counter", async () => {
    const { call } = soapApp({ Authenticate: 2, Calculate: 1 });
    expect(await call("Authenticate")).toBe("admitted");
    expect(await call("Authenticate")).toBe("admitted");
    expect(await call("Authenticate")).toBe("refused 60");
    expect(await call("Calculate")).toBe("admitted");
    expect(await call("Calculate")).toBe("refused 60");
    // Another client has its own counters.
    expect(await call("Authenticate", "10.0.0.2")).toBe("admitted");
    expect(await call("Calculate", "10.0.0.2")).toBe("admitted");
  });

  it("never limits GetCompanies", async () => {
    const { call, limits } = soapApp({ Authenticate: 1, Calculate: 1 });
    for (let i = 0; i < 5; i += 1) expect(await call("GetCompanies")).toBe("admitted");
    expect((await limits.Authenticate.check("soap:10.0.0.1")).blocked).toBe(false);
    expect((await limits.Calculate.check("soap:10.0.0.1")).blocked).toBe(false);
  });
});
