import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSilentLogger } from "../../observability/logger";
import { handleError } from "../http/problem-response";
import { readJsonBody } from "../http/read-body";
import { bodyHasNul, requestBodyLimit } from "./request-body";

function limitedApp() {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, createSilentLogger()));
  app.use("*", requestBodyLimit({ defaultMaxBytes: 1024 }));
  app.post("/json", async (c) => c.json({ received: await readJsonBody(c) }));
  app.post("/form", async (c) => c.json({ received: Object.fromEntries(await c.req.formData()) }));
  app.post("/raw", async (c) => c.json({ length: (await c.req.raw.text()).length }));
  app.get("/search", (c) => c.text("ok"));
  app.post("/soap/kvr", async (c) => c.text(`soap ${(await c.req.text()).length}`));
  return app;
}

describe("request body limit", () => {
  const app = limitedApp();

  it("passes bodies within the limit on to the existing readers", async () => {
    const json = await app.request("http://x/json", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Anna" }),
    });
    expect(await json.json()).toEqual({ received: { name: "Anna" } });
    const form = await app.request("http://x/form", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1&b=zwei",
    });
    expect(await form.json()).toEqual({ received: { a: "1", b: "zwei" } });
  });

  it("answers 413 payload-too-large for an announced oversize body and for a counted one", async () => {
    const announced = await app.request("http://x/json", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": "10000000" },
      body: "{}",
    });
    expect(announced.status).toBe(413);
    const chunked = await app.request("http://x/raw", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(400)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const body = await chunked.json();
    expect(body).toMatchObject({ code: "payload-too-large", status: 413 });
    expect(body.detail).toContain("Die Anfrage ist zu groß");
  });

  it("refuses a NUL character in a JSON, form or query field with 400 and a German message", async () => {
    const json = await app.request("http://x/json", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ deductible: "500\u0000" }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      code: "invalid-characters",
      detail: "Die Eingabe enthält unzulässige Steuerzeichen. Bitte prüfen Sie Ihre Angaben.",
    });
    const form = await app.request("http://x/form", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=An%00na",
    });
    expect(form.status).toBe(400);
    expect((await app.request("http://x/search?q=a%00b")).status).toBe(400);
    expect(bodyHasNul('{"a":["x","y"],"b\\u0000":1}', "application/json")).toBe(true);
    expect(bodyHasNul('{"a":"\\\\u0000"}', "application/json")).toBe(false);
  });

  it("uses the SOAP exception: its own limit and a German SOAP Fault", async () => {
    const small = await app.request("http://x/soap/kvr", { method: "POST", body: "<a/>".repeat(400) });
    expect(await small.text()).toBe("soap 1600");
    const large = await app.request("http://x/soap/kvr", {
      method: "POST",
      headers: { "Content-Length": String(300 * 1024) },
      body: "<a/>",
    });
    expect(large.status).toBe(413);
    expect(large.headers.get("content-type")).toContain("text/xml");
    expect(await large.text()).toContain("<faultstring>Anfrage überschreitet die maximale Größe von 256 KB.");
  });
});

describe("request body limit on a real socket", () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    const app = limitedApp();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
  });

  it("passes JSON, form and raw bodies on and refuses NUL and oversize bodies, read from the socket", async () => {
    const base = `http://127.0.0.1:${port}`;
    const json = await fetch(`${base}/json`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Jörg" }),
    });
    expect(await json.json()).toEqual({ received: { name: "Jörg" } });
    const form = await fetch(`${base}/form`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1&b=zw%C3%B6lf",
    });
    expect(await form.json()).toEqual({ received: { a: "1", b: "zwölf" } });
    const raw = await fetch(`${base}/raw`, { method: "POST", body: "x".repeat(1024) });
    expect(await raw.json()).toEqual({ length: 1024 });
    const empty = await fetch(`${base}/raw`, { method: "POST" });
    expect(await empty.json()).toEqual({ length: 0 });
    const nul = await fetch(`${base}/json`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ deductible: "500\u0000" }),
    });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ code: "invalid-characters" });
    const large = await fetch(`${base}/json`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(2000) }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: "payload-too-large" });
  });

  it("answers 413 to a streamed body that never ends (it is not read whole)", async () => {
    const outcome = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/json",
          method: "POST",
          headers: { "Content-Type": "application/json" },
        },
        (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          response.on("error", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      // Keeps sending until the server answers; the body never ends.
      const send = () => {
        if (request.destroyed || request.writableEnded) return;
        request.write("x".repeat(512), () => setImmediate(send));
      };
      request.flushHeaders();
      send();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toContain("payload-too-large");
  });
});
