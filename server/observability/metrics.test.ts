import { describe, expect, it } from "vitest";
import { parsePrometheusText, sampleValue } from "../../tests/setup/prometheus-text";
import type { DeliveryQueueDepth } from "../areas/delivery/delivery-queue";
import { createMetrics } from "./metrics";

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

async function scrape(metrics: ReturnType<typeof createMetrics>) {
  return parsePrometheusText(await metrics.scrape());
}

describe("createMetrics", () => {
  it("serves every family with its type, and the process's default metrics", async () => {
    const families = await scrape(createMetrics());
    const types = Object.fromEntries([...families.values()].map((family) => [family.name, family.type]));
    expect(types).toMatchObject({
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      portal_comparisons_total: "counter",
      portal_engine_cache_requests_total: "counter",
      portal_engine_duration_seconds: "histogram",
      portal_engine_errors_total: "counter",
      portal_delivery_queue_depth: "gauge",
      portal_delivery_queue_oldest_age_seconds: "gauge",
      portal_delivery_attempts_total: "counter",
      portal_lead_purchases_total: "counter",
      portal_rate_limit_refusals_total: "counter",
      process_resident_memory_bytes: "gauge",
      nodejs_eventloop_lag_seconds: "gauge",
      nodejs_heap_size_used_bytes: "gauge",
      nodejs_gc_duration_seconds: "histogram",
    });
    // Series that alerts and rates need exist before the first event.
    expect(sampleValue(families, "portal_comparisons_total", { path: "warm" })).toBe(0);
    expect(sampleValue(families, "portal_engine_cache_requests_total", { result: "miss" })).toBe(0);
    expect(
      sampleValue(families, "portal_delivery_attempts_total", { channel: "sms", result: "failed" }),
    ).toBe(0);
    expect(sampleValue(families, "portal_lead_purchases_total")).toBe(0);
  });

  it("counts what the services report, durations on the driven clock", async () => {
    const clock = { ms: 1000 };
    const metrics = createMetrics({ monotonicMs: () => clock.ms });
    const comparisons = metrics.comparisons("http");
    comparisons.cacheLookup("miss");
    const ended = comparisons.engineCall();
    clock.ms += 300;
    ended("ok");
    comparisons.comparison("cold");
    comparisons.cacheLookup("hit");
    comparisons.comparison("warm");
    comparisons.engineCall()("error");
    metrics.deliveryAttempt("mail", "sent");
    metrics.deliveryAttempt("sms", "failed");
    metrics.leadPurchased();
    metrics.rateLimitRefused("comparisons");
    metrics.rateLimitRefused("comparisons");
    const timer = metrics.startTimer();
    clock.ms += 40;
    metrics.httpRequest({ method: "GET", route: "/api/comparisons/:id", status: 200 }, timer());

    const families = await scrape(metrics);
    expect(sampleValue(families, "portal_comparisons_total", { path: "cold" })).toBe(1);
    expect(sampleValue(families, "portal_comparisons_total", { path: "warm" })).toBe(1);
    expect(sampleValue(families, "portal_engine_cache_requests_total", { result: "hit" })).toBe(1);
    expect(sampleValue(families, "portal_engine_cache_requests_total", { result: "miss" })).toBe(1);
    const engine = { adapter: "http" };
    expect(
      sampleValue(families, "portal_engine_duration_seconds", engine, "portal_engine_duration_seconds_count"),
    ).toBe(2);
    expect(
      sampleValue(families, "portal_engine_duration_seconds", engine, "portal_engine_duration_seconds_sum"),
    ).toBe(0.3);
    expect(
      sampleValue(
        families,
        "portal_engine_duration_seconds",
        { ...engine, le: "0.25" },
        "portal_engine_duration_seconds_bucket",
      ),
    ).toBe(1);
    expect(sampleValue(families, "portal_engine_errors_total", engine)).toBe(1);
    expect(sampleValue(families, "portal_delivery_attempts_total", { channel: "mail", result: "sent" })).toBe(
      1,
    );
    expect(
      sampleValue(families, "portal_delivery_attempts_total", { channel: "sms", result: "failed" }),
    ).toBe(1);
    expect(sampleValue(families, "portal_lead_purchases_total")).toBe(1);
    expect(sampleValue(families, "portal_rate_limit_refusals_total", { limit: "comparisons" })).toBe(2);
    const request = { method: "GET", route: "/api/comparisons/:id", status: "200" };
    expect(sampleValue(families, "http_requests_total", request)).toBe(1);
    expect(
      sampleValue(families, "http_request_duration_seconds", request, "http_request_duration_seconds_sum"),
    ).toBeCloseTo(0.04);
  });

  it("reads the queue once per scrape: depth by channel and status, and the oldest message's age", async () => {
    let reads = 0;
    let rows: DeliveryQueueDepth[] = [
      { channel: "mail", status: "pending", count: 3, oldestCreatedAt: new Date(NOW - 20 * 60_000) },
      { channel: "sms", status: "failed", count: 1, oldestCreatedAt: new Date(NOW - 60_000) },
    ];
    const metrics = createMetrics({
      now: () => NOW,
      queueDepth: async () => {
        reads += 1;
        return rows;
      },
    });
    let families = await scrape(metrics);
    expect(reads).toBe(1);
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "mail", status: "pending" })).toBe(
      3,
    );
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "sms", status: "failed" })).toBe(
      1,
    );
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "sms", status: "pending" })).toBe(
      0,
    );
    expect(families.get("portal_delivery_queue_depth")?.samples).toHaveLength(6);
    expect(
      sampleValue(families, "portal_delivery_queue_oldest_age_seconds", {
        channel: "mail",
        status: "pending",
      }),
    ).toBe(1200);
    expect(
      sampleValue(families, "portal_delivery_queue_oldest_age_seconds", {
        channel: "mail",
        status: "sending",
      }),
    ).toBe(0);

    rows = [];
    families = await scrape(metrics);
    expect(reads).toBe(2);
    expect(sampleValue(families, "portal_delivery_queue_depth", { channel: "mail", status: "pending" })).toBe(
      0,
    );
  });

  it("serves the rest when the queue cannot be read, and reports why", async () => {
    const errors: unknown[] = [];
    const metrics = createMetrics({
      queueDepth: async () => {
        throw new Error("database gone");
      },
      onCollectError: (error) => errors.push(error),
    });
    metrics.leadPurchased();
    const families = await scrape(metrics);
    expect(families.get("portal_delivery_queue_depth")?.samples).toEqual([]);
    expect(sampleValue(families, "portal_lead_purchases_total")).toBe(1);
    expect(errors).toEqual([new Error("database gone")]);
  });

  it("keeps the counters of two apps in one process apart", async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.leadPurchased();
    expect(sampleValue(await scrape(first), "portal_lead_purchases_total")).toBe(1);
    expect(sampleValue(await scrape(second), "portal_lead_purchases_total")).toBe(0);
  });
});
