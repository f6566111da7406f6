import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../tests/setup/database";
import { insertBroker } from "../../tests/setup/factories";
import { type MetricFamily, parsePrometheusText, sampleValue } from "../../tests/setup/prometheus-text";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import type { DatabaseHandle } from "../adapters/db/client";
import { createAccountContacts } from "../areas/accounts/account-contacts";
import { createComparisons } from "../areas/comparisons";
import { createTariffEngine } from "../areas/comparisons/compare-tariffs";
import { deliveryQueueDepth, enqueueDelivery } from "../areas/delivery/delivery-queue";
import { createDeliveryWorker } from "../areas/delivery/delivery-worker";
import { createLeadAdmin } from "../areas/leads/admin";
import { createLeadMarket } from "../areas/leads/lead-market";
import { createLeadsService } from "../areas/leads/leads";
import { createYearlyFigures } from "../areas/site/yearly-figures";
import { parseEnv } from "../composition/env";
import { pageContext } from "../transport/page-context.server";
import { createMetrics, type PortalMetrics } from "./metrics";

const START = Date.UTC(2026, 10, 23, 9, 0, 0);
const APPLICANT = {
  birthDate: "1987-04-21",
  gender: "female",
  jobStatus: "employed",
  coverageType: "comfort",
};
const TOKEN = "metrics-token-0123456789abcdef";
const PASSWORD = "Geheim-123";

/**
 * GET /metrics through the whole app (docs/operations.md#metrics-and-alerts): what a comparison, a page,
 * the delivery queue, the worker, a purchase and a refused request leave in the scrape, read with a strict
 * text-format parser.
 */
describe.each(testDatabaseKinds)("metrics on %s", (kind) => {
  let database: DatabaseHandle;
  let metrics: PortalMetrics;
  let t: TestApp;
  const clock = { now: START };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    metrics = createMetrics({ queueDepth: () => deliveryQueueDepth(database.db), now: () => clock.now });
    const yearlyFigures = createYearlyFigures(database.db, { now: () => clock.now });
    await yearlyFigures.refresh({ force: true });
    // An engine of this test's own: its cache starts empty, and it reports to this app's metrics.
    const tariffs = createTariffEngine(parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://portal.test" }), {
      now: () => new Date(clock.now),
      yearlyTable: yearlyFigures.table,
      observe: metrics.comparisons,
    });
    t = await createTestApp({
      database,
      now: START,
      env: { SITE_PASSWORD: PASSWORD, METRICS_TOKEN: TOKEN },
      app: {
        metrics,
        comparisons: createComparisons({
          database,
          calculator: tariffs.calculator,
          engine: "embedded",
          now: () => new Date(clock.now),
          yearlyFigures,
        }),
        // Pages as React Router answers them: the gate screen without a grant, else the page or 404.
        pageHandler: async (request, context) => {
          const html = (status: number, text: string) =>
            new Response(`<h1>${text}</h1>`, { status, headers: { "Content-Type": "text/html" } });
          if (!context.get(pageContext).gate.granted) return html(401, "Zugang");
          const known = new URL(request.url).pathname === "/ihre-pkv-tarife";
          return known ? html(200, "Ihre Tarife") : html(404, "Seite nicht gefunden");
        },
      },
    });
    t.clock.now = clock.now;
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const scrape = async (init: { ip?: string; headers?: Record<string, string> } = { ip: "127.0.0.1" }) => {
    const response = await t.call("/metrics", init);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    return parsePrometheusText(await response.text());
  };
  const typeOf = (families: Map<string, MetricFamily>, name: string) => families.get(name)?.type;

  it("counts requests by route pattern, a comparison cold then warm, and the engine's time", async () => {
    const cookie = t.gateCookie();
    const first = await t.call("/api/comparisons", { body: APPLICANT, cookie, ip: "203.0.113.7" });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    let families = await scrape();
    expect(sampleValue(families, "portal_comparisons_total", { path: "cold" })).toBe(1);
    expect(sampleValue(families, "portal_comparisons_total", { path: "warm" })).toBe(0);
    expect(sampleValue(families, "portal_engine_cache_requests_total", { result: "miss" })).toBe(1);

    expect((await t.call("/api/comparisons", { body: APPLICANT, cookie, ip: "203.0.113.7" })).status).toBe(
      201,
    );
    expect((await t.call(`/api/comparisons/${id}?x=1`, { cookie })).status).toBe(200);
    expect((await t.call(`/ihre-pkv-tarife?c=${id}`, { cookie })).status).toBe(200);
    expect((await t.call("/nicht-da/42", { cookie })).status).toBe(404);
    expect((await t.call("/nicht-da/42", { method: "PROPFIND", cookie })).status).toBe(405);

    families = await scrape();
    expect(typeOf(families, "portal_comparisons_total")).toBe("counter");
    expect(sampleValue(families, "portal_comparisons_total", { path: "cold" })).toBe(1);
    expect(sampleValue(families, "portal_comparisons_total", { path: "warm" })).toBe(1);
    expect(sampleValue(families, "portal_engine_cache_requests_total", { result: "hit" })).toBe(1);
    expect(sampleValue(families, "portal_engine_cache_requests_total", { result: "miss" })).toBe(1);
    expect(typeOf(families, "portal_engine_duration_seconds")).toBe("histogram");
    const engine = { adapter: "embedded" };
    const engineCalls = "portal_engine_duration_seconds_count";
    expect(sampleValue(families, "portal_engine_duration_seconds", engine, engineCalls)).toBe(1);
    expect(sampleValue(families, "portal_engine_errors_total", engine)).toBe(0);

    expect(typeOf(families, "http_requests_total")).toBe("counter");
    expect(typeOf(families, "http_request_duration_seconds")).toBe("histogram");
    const requests = (labels: Record<string, string>) => sampleValue(families, "http_requests_total", labels);
    expect(requests({ method: "POST", route: "/api/comparisons", status: "201" })).toBe(2);
    expect(requests({ method: "GET", route: "/api/comparisons/:id", status: "200" })).toBe(1);
    expect(requests({ method: "GET", route: "page", status: "200" })).toBe(1);
    expect(requests({ method: "GET", route: "page", status: "404" })).toBe(1);
    // Answered by a site-wide middleware (an unknown method): `other`, never the path or the method.
    expect(requests({ method: "other", route: "other", status: "405" })).toBe(1);
    expect(requests({ method: "GET", route: "/metrics", status: "200" })).toBe(1);
    const durations = "http_request_duration_seconds_count";
    const page = { method: "GET", route: "page", status: "200" };
    expect(sampleValue(families, "http_request_duration_seconds", page, durations)).toBe(1);
    // Bounded labels: no id, no query string, no raw path.
    const routes = new Set(families.get("http_requests_total")?.samples.map((sample) => sample.labels.route));
    for (const route of routes) expect(route).not.toMatch(new RegExp(`${id}|\\?|nicht-da|ihre-pkv`));

    // The default process metrics.
    expect(typeOf(families, "process_resident_memory_bytes")).toBe("gauge");
    expect(typeOf(families, "nodejs_eventloop_lag_seconds")).toBe("gauge");
    expect(typeOf(families, "nodejs_gc_duration_seconds")).toBe("histogram");
  });

  it("reads the delivery queue at scrape time and counts the worker's attempts", async () => {
    const queued = new Date(clock.now - 20 * 60_000);
    const key = randomUUID();
    await enqueueDelivery(
      database.db,
      { channel: "mail", to: "erika@example.de", subject: "Hallo", text: "Text", key: `metrics-mail.${key}` },
      queued,
    );
    await enqueueDelivery(
      database.db,
      { channel: "sms", to: "+4915123456789", text: "Code", key: `metrics-sms.${key}` },
      queued,
    );
    let families = await scrape();
    expect(typeOf(families, "portal_delivery_queue_depth")).toBe("gauge");
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "mail", status: "pending" })).toBe(
      1,
    );
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "sms", status: "pending" })).toBe(
      1,
    );
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "mail", status: "failed" })).toBe(
      0,
    );
    expect(
      sampleValue(families, "portal_delivery_queue_oldest_age_seconds", {
        channel: "mail",
        status: "pending",
      }),
    ).toBe(20 * 60);

    const worker = createDeliveryWorker({
      db: database.db,
      clock: { now: () => clock.now, setTimer: () => () => {} },
      providers: {
        mail: { send: async () => {} },
        sms: {
          send: async () => {
            throw new Error("SMS-Anbieter nicht erreichbar");
          },
        },
      },
      onAttempt: metrics.deliveryAttempt,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 1, failed: 0 });

    families = await scrape();
    const attempts = (labels: Record<string, string>) =>
      sampleValue(families, "portal_delivery_attempts_total", labels);
    expect(attempts({ channel: "mail", result: "sent" })).toBe(1);
    expect(attempts({ channel: "sms", result: "failed" })).toBe(1);
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "mail", status: "pending" })).toBe(
      0,
    );
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "sms", status: "pending" })).toBe(
      1,
    );
  });

  it("counts a committed lead purchase, not a refused one", async () => {
    const now = () => new Date(clock.now);
    // Brokers first: the consent names the partners of the moment of the request.
    const buyer = await insertBroker(database.db);
    const rival = await insertBroker(database.db);
    const leadsService = createLeadsService({
      database,
      accounts: createAccountContacts(database.db),
      brokerName: async () => "Muster Makler GmbH",
      now,
      maxSales: 1,
    });
    const lead = await leadsService.createFromContactRequest({
      topic: "callback",
      firstName: "Erika",
      lastName: "Mustermann",
      email: `erika-${randomUUID()}@example.de`,
      phone: "0151 23456789",
      preferredTime: "afternoon",
      consentCall: true,
      consentBroker: true,
    });
    const admin = { id: "admin-1", email: "admin@example.de" };
    await createLeadAdmin({ db: database.db, accounts: createAccountContacts(database.db), now }).updateLead(
      admin,
      lead.id,
      { action: "validate" },
    );
    const market = createLeadMarket({ db: database.db, now, onPurchase: metrics.leadPurchased });
    await market.purchase({ id: buyer.id, email: buyer.email }, lead.id);
    await expect(market.purchase({ id: rival.id, email: rival.email }, lead.id)).rejects.toMatchObject({
      code: "lead-sold-out",
    });
    const families = await scrape();
    expect(typeOf(families, "portal_lead_purchases_total")).toBe("counter");
    expect(sampleValue(families, "portal_lead_purchases_total")).toBe(1);
  });

  it("counts requests a limit refused, by the limit's name", async () => {
    const ip = "203.0.113.99";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await t.call("/api/gate", { body: { password: "falsch" }, ip })).status).toBe(401);
    }
    expect((await t.call("/api/gate", { body: { password: PASSWORD }, ip })).status).toBe(429);
    const families = await scrape();
    expect(typeOf(families, "portal_rate_limit_refusals_total")).toBe("counter");
    expect(sampleValue(families, "portal_rate_limit_refusals_total", { limit: "gate-failed" })).toBe(1);
  });

  it("serves the scrape to the token from anywhere, and is an unknown address for everyone else", async () => {
    const outside = "203.0.113.50";
    const withToken = await scrape({ ip: outside, headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(withToken.has("http_requests_total")).toBe(true);
    // Not through the gate's public side: without a grant the gate screen, as for any unknown address ...
    const unknown = await t.call("/nirgendwo", { ip: outside });
    const locked = await t.call("/metrics", { ip: outside });
    expect([locked.status, await locked.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(locked.status).toBe(401);
    // ... and with a grant (or a wrong token) the page that does not exist.
    const granted = { ip: outside, cookie: t.gateCookie() };
    for (const response of [
      await t.call("/metrics", granted),
      await t.call("/metrics", { ...granted, headers: { Authorization: `Bearer ${TOKEN}-falsch` } }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<h1>Seite nicht gefunden</h1>");
    }
  });
});
