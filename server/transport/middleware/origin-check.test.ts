import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createSilentLogger } from "../../observability/logger";
import { handleError } from "../http/problem-response";
import { createClientAddress } from "./client-address";
import { originCheck } from "./origin-check";

function appWith(publicUrl?: string) {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, createSilentLogger()));
  app.use(
    "*",
    originCheck({
      publicUrl,
      ...createClientAddress({ trustProxy: { hops: 1 } }),
      exempt: [/^\/soap\/kvr$/],
    }),
  );
  app.all("*", (c) => c.text("ok"));
  return app;
}

describe("origin check on state-changing requests", () => {
  const app = appWith("https://www.pkv-lotse.de");
  const post = (path: string, headers: Record<string, string>) =>
    app.request(`http://portal.internal${path}`, { method: "POST", headers });

  it("lets the portal's own origin, PUBLIC_URL and the proxy-reported origin through", async () => {
    expect((await post("/api/x", { Origin: "http://portal.internal" })).status).toBe(200);
    expect((await post("/api/x", { Origin: "https://www.pkv-lotse.de" })).status).toBe(200);
    const proxied = await post("/api/x", {
      Origin: "https://lb.example",
      "X-Forwarded-For": "203.0.113.9",
      "X-Forwarded-Host": "lb.example",
      "X-Forwarded-Proto": "https",
    });
    expect(proxied.status).toBe(200);
  });

  it("refuses foreign origins and cross-site requests without Origin", async () => {
    const foreign = await post("/mein-bereich", { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("content-type")).toContain("application/problem+json");
    expect(await foreign.json()).toMatchObject({
      code: "origin-rejected",
      detail: "Anfrage von fremder Herkunft abgelehnt",
    });
    expect((await post("/api/x", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const del = await app.request("http://portal.internal/api/accounts", {
      method: "DELETE",
      headers: { Origin: "null" },
    });
    expect(del.status).toBe(403);
  });

  it("ignores safe methods, the SOAP endpoint and non-browser clients", async () => {
    expect(
      (await app.request("http://portal.internal/x", { headers: { Origin: "https://evil.example" } })).status,
    ).toBe(200);
    expect((await post("/soap/kvr", { Origin: "https://evil.example" })).status).toBe(200);
    expect((await post("/api/x", {})).status).toBe(200);
  });
});
