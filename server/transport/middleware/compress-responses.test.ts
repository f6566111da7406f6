import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compress-responses";

function app() {
  const hono = new Hono();
  hono.use("*", compressResponses());
  const page = `<!doctype html><p>${"Private Krankenversicherung ".repeat(200)}</p>`;
  hono.get("/page", (c) => c.html(page));
  hono.get("/cookie-page", (c) => {
    c.header("Vary", "Cookie");
    return c.html(page);
  });
  hono.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  return { hono, page };
}

describe("compressResponses", () => {
  it("marks a compressible page Vary: Accept-Encoding and leaves it as it is without Accept-Encoding", async () => {
    const { hono, page } = app();
    const response = await hono.request("/page");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.text()).toBe(page);
  });

  it("compresses with gzip when asked, and the page reads the same", async () => {
    const { hono, page } = app();
    const response = await hono.request("/page", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8")).toBe(page);
  });

  it("adds Accept-Encoding to an existing Vary once, and no Vary to what is not compressed", async () => {
    const { hono } = app();
    const cookiePage = await hono.request("/cookie-page", { headers: { "Accept-Encoding": "gzip" } });
    expect(cookiePage.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const image = await hono.request("/image", { headers: { "Accept-Encoding": "gzip" } });
    expect(image.headers.get("Vary")).toBeNull();
    expect(image.headers.get("Content-Encoding")).toBeNull();
  });
});
