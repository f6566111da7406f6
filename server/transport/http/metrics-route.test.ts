import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { DEFAULT_METRICS_ALLOW } from "../../composition/env";
import { createClientAddress } from "../middleware/client-address";
import { type MetricsAccess, metricsRoute } from "./metrics-route";

const TOKEN = "scrape-token-0123456789abcdef";

/** /metrics in front of a catch-all that answers like the portal's unknown pages. */
function metricsApp(access: MetricsAccess, trustProxy: "one-proxy" | "none" = "one-proxy") {
  const app = new Hono();
  const { clientIp } = createClientAddress({ trustProxy: trustProxy === "none" ? false : { hops: 1 } });
  const metrics = { contentType: "text/plain; version=0.0.4; charset=utf-8", scrape: async () => "up 1\n" };
  app.get("/metrics", metricsRoute({ metrics, access, clientIp }));
  app.all("*", (c) => c.text("Seite nicht gefunden", 404));
  return app;
}

const get = (app: Hono, headers: Record<string, string>) => app.request("/metrics", { headers });

describe("metricsRoute", () => {
  it("serves the scrape to an allowed client address (loopback by default)", async () => {
    const app = metricsApp({ allow: DEFAULT_METRICS_ALLOW });
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await get(app, { "X-Forwarded-For": ip });
      expect(response.status, ip).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("up 1\n");
    }
  });

  it("matches CIDR ranges of METRICS_ALLOW", async () => {
    const app = metricsApp({ allow: ["10.20.0.0/16", "fd00::/8"] });
    expect((await get(app, { "X-Forwarded-For": "10.20.3.4" })).status).toBe(200);
    expect((await get(app, { "X-Forwarded-For": "fd00::7" })).status).toBe(200);
    expect((await get(app, { "X-Forwarded-For": "10.21.0.1" })).status).toBe(404);
    expect((await get(app, { "X-Forwarded-For": "127.0.0.1" })).status).toBe(404);
  });

  it("answers anyone else as an unknown address: 404, and the scrape is not in it", async () => {
    const app = metricsApp({ allow: DEFAULT_METRICS_ALLOW, token: TOKEN });
    const response = await get(app, { "X-Forwarded-For": "203.0.113.5" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Seite nicht gefunden");
  });

  it("takes the client address only from trusted proxies: a forged X-Forwarded-For does not pass", async () => {
    // One trusted proxy: the client's own header entries before the proxy's are not the client address.
    const behindProxy = metricsApp({ allow: DEFAULT_METRICS_ALLOW });
    expect((await get(behindProxy, { "X-Forwarded-For": "127.0.0.1, 203.0.113.5" })).status).toBe(404);
    // No trusted proxy: the header is ignored (app.request has no socket, so the address is unknown).
    const direct = metricsApp({ allow: DEFAULT_METRICS_ALLOW }, "none");
    expect((await get(direct, { "X-Forwarded-For": "127.0.0.1" })).status).toBe(404);
  });

  it("serves any address with the bearer token, and none with a wrong or missing one", async () => {
    const app = metricsApp({ allow: [], token: TOKEN });
    const from = { "X-Forwarded-For": "203.0.113.5" };
    expect((await get(app, { ...from, Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await get(app, { ...from, Authorization: `bearer  ${TOKEN} ` })).status).toBe(200);
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      "Bearer ",
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      expect((await get(app, { ...from, Authorization: authorization })).status, authorization).toBe(404);
    }
    expect((await get(app, from)).status).toBe(404);
    // Loopback is not allowed either when METRICS_ALLOW is empty.
    expect((await get(app, { "X-Forwarded-For": "127.0.0.1" })).status).toBe(404);
  });

  it("has no token to match when none is configured", async () => {
    const app = metricsApp({ allow: [] });
    expect((await get(app, { "X-Forwarded-For": "203.0.113.5", Authorization: "Bearer " })).status).toBe(404);
    expect(
      (await get(app, { "X-Forwarded-For": "203.0.113.5", Authorization: "Bearer undefined" })).status,
    ).toBe(404);
  });
});
