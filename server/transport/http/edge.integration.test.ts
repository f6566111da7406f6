import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { authenticateEnvelope } from "../../../rating/soap/calc-input";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { pageContext } from "../page-context.server";

const password = "Geheim-123";

/** A logger that keeps what it writes, to prove that nothing is logged as an error. */
function recordingLogger() {
  const lines: Array<{ level: number; msg?: string }> = [];
  const logger = pino({ level: "trace" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, errors: () => lines.filter((line) => line.level >= 50) };
}

// The HTTP edge of docs/decisions/013-http-edge-hardening.md.
describe.each(testDatabaseKinds)("HTTP edge on %s", (kind) => {
  let t: TestApp;
  const log = recordingLogger();

  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { SITE_PASSWORD: password, TRUST_PROXY: "1" },
      app: {
        logger: log.logger,
        // The app's fake clock is the engine's too, so SOAP calls see the same "today" on any real date.
        kvrEngine: createEmbeddedKvrEngine({
          credentials: DEMO_ENGINE_CREDENTIALS,
          now: () => new Date(t.clock.now),
        }),
        pageHandler: async (request, context) => {
          const page = context.get(pageContext);
          return new Response(`${new URL(request.url).pathname} ${page.publicUrl}`, {
            status: page.gate.granted ? 200 : 401,
            headers: { "Content-Type": "text/html" },
          });
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("limits wrong gate passwords per real client even when the left X-Forwarded-For entry changes", async () => {
    const attempt = (n: number) =>
      t.call("/api/gate", {
        body: { password: "falsch" },
        headers: { "X-Forwarded-For": `198.51.${n % 250}.${n % 200}, 203.0.113.77` },
      });
    for (let n = 1; n <= 10; n += 1) expect((await attempt(n)).status).toBe(401);
    const limited = await attempt(11);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client behind the same proxy is not affected.
    const other = await t.call("/api/gate", {
      body: { password },
      headers: { "X-Forwarded-For": "203.0.113.78" },
    });
    expect(other.status).toBe(200);
  });

  it("answers 413 for a body over 64 KB before any route reads it", async () => {
    const big = await t.call("/api/gate", { body: { password: "x".repeat(70 * 1024) } });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: "payload-too-large", status: 413 });
    const form = await t.call("/comparison", {
      method: "POST",
      cookie: t.gateCookie(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `deductible=${"9".repeat(10 * 1024 * 1024)}`,
    });
    expect(form.status).toBe(413);
  });

  it("answers a NUL character in a field with 400 and a German message (not 500)", async () => {
    const response = await t.call("/api/leads", {
      cookie: t.gateCookie(),
      body: { firstName: "An\u0000na", lastName: "Muster" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "invalid-characters",
      detail: "Die Eingabe enthält unzulässige Steuerzeichen. Bitte prüfen Sie Ihre Angaben.",
    });
  });

  it("answers TRACE and unknown methods with 405 without logging a stack", async () => {
    // Over a real socket: fetch's Request refuses to build a TRACE request at all.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const method of ["TRACE", "PROPFIND"]) {
        const response = await new Promise<{ status: number; allow: string; body: string }>(
          (resolve, reject) => {
            const request = httpRequest({ host: "127.0.0.1", port, method, path: "/" }, (answer) => {
              let body = "";
              answer.on("data", (chunk) => {
                body += chunk;
              });
              answer.on("end", () =>
                resolve({ status: answer.statusCode ?? 0, allow: String(answer.headers.allow), body }),
              );
            });
            request.on("error", reject);
            request.end();
          },
        );
        expect(response.status).toBe(405);
        expect(response.allow).toContain("GET");
        expect(JSON.parse(response.body)).toMatchObject({ code: "method-not-allowed" });
      }
    } finally {
      server.close();
    }
    expect(log.errors()).toEqual([]);
  });

  it("sends a browser that opens an API link (e-mail confirmation) without gate cookie to the gate, then on", async () => {
    const link = "/api/auth/verify-email?token=abc&callbackURL=%2Flogin%3Fbestaetigt%3D1";
    const navigation = await t.call(link, { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" } });
    expect(navigation.status).toBe(303);
    const gatePage = navigation.headers.get("location") ?? "";
    expect(gatePage).toBe(`/?next=${encodeURIComponent(link)}`);
    // Scripts still get the JSON problem.
    const fetched = await t.call(link, { headers: { "Sec-Fetch-Mode": "cors" } });
    expect(fetched.status).toBe(401);
    // The gate's plain form post with that next leads on to the link.
    const granted = await t.call("/api/gate", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.90" },
      body: new URLSearchParams({ password, next: link }).toString(),
    });
    expect(granted.status).toBe(303);
    expect(granted.headers.get("location")).toBe(link);
  });

  it("lets the gate's next lead only to same-site paths (no CR/LF, tab, //, backslash, scheme)", async () => {
    for (const next of [
      "/a\r\nSet-Cookie: x=1",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/\tx",
    ]) {
      const response = await t.call("/api/gate", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.91" },
        body: new URLSearchParams({ password, next }).toString(),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("never reflects the Host header: without PUBLIC_URL the page base URL is http://localhost:PORT", async () => {
    const own = await createTestApp({
      database: t.database,
      env: { SITE_PASSWORD: "", PORT: "4311", PUBLIC_URL: undefined as unknown as string },
      app: {
        pageHandler: async (_request, context) => new Response(context.get(pageContext).publicUrl),
      },
    });
    const response = await own.app.request("http://evil.example/", {
      headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
    });
    expect(await response.text()).toBe("http://localhost:4311");
  });

  describe("SOAP engine endpoint", () => {
    const soap = (action: string, body: string, ip: string, headers: Record<string, string> = {}) =>
      t.call("/soap/kvr", {
        method: "POST",
        origin: null,
        headers: {
          "Content-Type": "text/xml; charset=utf-8",
          SOAPAction: `"http://tempuri.org/${action}"`,
          "X-Forwarded-For": ip,
          ...headers,
        },
        body,
      });

    it("limits Authenticate per client address: the 11th in 15 minutes gets 429 with a German Fault", async () => {
      const wrong = authenticateEnvelope({ ...DEMO_ENGINE_CREDENTIALS, password: "geraten" });
      for (let n = 0; n < 10; n += 1)
        expect((await soap("Authenticate", wrong, "203.0.113.50")).status).toBe(500);
      const limited = await soap(
        "Authenticate",
        authenticateEnvelope(DEMO_ENGINE_CREDENTIALS),
        "203.0.113.50",
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.text()).toContain("<faultstring>Zu viele Anfragen an den Rechenkern.");
      const other = await soap("Authenticate", authenticateEnvelope(DEMO_ENGINE_CREDENTIALS), "203.0.113.51");
      expect(other.status).toBe(200);
    });

    it("limits Calculate per client address (120 per minute)", async () => {
      const login = await soap("Authenticate", authenticateEnvelope(DEMO_ENGINE_CREDENTIALS), "203.0.113.60");
      const cookie = login.headers
        .getSetCookie()
        .map((entry) => entry.split(";")[0])
        .join("; ");
      const calculate = () => soap("Calculate", "<x/>", "203.0.113.60", { Cookie: cookie });
      for (let n = 0; n < 120; n += 1) expect((await calculate()).status).toBe(500); // a Fault: no envelope
      const limited = await calculate();
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain("Zu viele Anfragen an den Rechenkern.");
    });

    it("does not parse the body of an operation without session, and refuses large bodies while streaming", async () => {
      const noSession = await soap("Calculate", "<not-xml", "203.0.113.70");
      expect(noSession.status).toBe(200);
      expect(await noSession.text()).toContain("Anmeldung - KVR");
      const large = await t.app.request("http://portal.test/soap/kvr", {
        method: "POST",
        headers: { SOAPAction: '"http://tempuri.org/Authenticate"', "X-Forwarded-For": "203.0.113.71" },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 300; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
      expect(large.status).toBe(413);
      expect(await large.text()).toContain(
        "<faultstring>Anfrage überschreitet die maximale Größe von 256 KB.",
      );
    });
  });
});
