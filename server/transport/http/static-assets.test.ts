import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mountBuildAssets } from "./static-assets";

describe("build assets of the production server", () => {
  const root = mkdtempSync(join(tmpdir(), "client-build-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), "console.log(1);");
  writeFileSync(join(root, "favicon.ico"), "icon");
  const server = new Hono();
  mountBuildAssets(server, relative(process.cwd(), root)); // serveStatic takes a root relative to the cwd
  server.all("*", (c) => c.text("app"));

  it("serves /assets/* with nosniff and a long cache", async () => {
    const response = await server.request("http://x/assets/entry-abc123.js");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("console.log(1);");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await server.request("http://x/favicon.ico")).headers.get("x-content-type-options")).toBe(
      "nosniff",
    );
    // A missing asset falls through to the app (its own headers), unchanged.
    expect(await (await server.request("http://x/assets/missing.js")).text()).toBe("app");
  });

  it("refuses unknown methods with 405 before any route", async () => {
    const response = await server.request("http://x/", { method: "PROPFIND" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });
});
