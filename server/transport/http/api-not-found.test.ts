import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createSilentLogger } from "../../observability/logger";
import { apiNotFound } from "./api-not-found";
import { handleError } from "./problem-response";

describe("apiNotFound", () => {
  it("answers every method on an unknown API path with the not-found problem", async () => {
    const app = new Hono();
    app.onError((error, c) => handleError(error, c, createSilentLogger()));
    app.get("/api/known", (c) => c.text("known"));
    app.all("/api/*", apiNotFound);
    expect(await (await app.request("/api/known")).text()).toBe("known");
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await app.request("/api/unknown/path", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(await response.json()).toMatchObject({ code: "not-found", status: 404 });
    }
  });
});
