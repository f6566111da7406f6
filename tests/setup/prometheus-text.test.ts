import { describe, expect, it } from "vitest";
import { parsePrometheusText, sampleValue } from "./prometheus-text";

const SCRAPE = [
  "# HELP http_requests_total Answered requests.",
  "# TYPE http_requests_total counter",
  'http_requests_total{method="GET",route="/api/comparisons/:id",status="200"} 3',
  'http_requests_total{method="POST",route="page",status="500"} 1',
  "",
  "# HELP portal_delivery_queue_depth Queue depth\\nby status.",
  "# TYPE portal_delivery_queue_depth gauge",
  'portal_delivery_queue_depth{channel="mail",status="pending"} 2 1700000000000',
  "# HELP x_seconds A histogram.",
  "# TYPE x_seconds histogram",
  'x_seconds_bucket{le="0.1",adapter="embedded"} 1',
  'x_seconds_bucket{le="+Inf",adapter="embedded"} 2',
  'x_seconds_sum{adapter="embedded"} 0.35',
  'x_seconds_count{adapter="embedded"} 2',
  "# TYPE quoted gauge",
  'quoted{text="a \\"b\\" \\\\ c\\nd"} -1.5e-3',
  "# TYPE special gauge",
  "special NaN",
  "# HELP spelled prom-client writes NaN as Nan; Prometheus reads any case.",
  "# TYPE spelled gauge",
  'spelled{v="a"} Nan',
  'spelled{v="b"} +inf',
].join("\n");

describe("parsePrometheusText", () => {
  it("reads families with their type, help and samples", () => {
    const families = parsePrometheusText(SCRAPE);
    expect([...families.keys()]).toEqual([
      "http_requests_total",
      "portal_delivery_queue_depth",
      "x_seconds",
      "quoted",
      "special",
      "spelled",
    ]);
    expect(families.get("http_requests_total")).toMatchObject({
      type: "counter",
      help: "Answered requests.",
    });
    expect(families.get("portal_delivery_queue_depth")?.help).toBe("Queue depth\nby status.");
    expect(
      sampleValue(families, "http_requests_total", { route: "/api/comparisons/:id", status: "200" }),
    ).toBe(3);
    expect(sampleValue(families, "portal_delivery_queue_depth", { status: "pending" })).toBe(2);
    expect(families.get("x_seconds")?.type).toBe("histogram");
    expect(sampleValue(families, "x_seconds", { le: "+Inf" }, "x_seconds_bucket")).toBe(2);
    expect(sampleValue(families, "x_seconds", {}, "x_seconds_count")).toBe(2);
    expect(families.get("quoted")?.samples[0]).toEqual({
      name: "quoted",
      labels: { text: 'a "b" \\ c\nd' },
      value: -0.0015,
    });
    expect(sampleValue(families, "special")).toBeNaN();
    expect(sampleValue(families, "spelled", { v: "a" })).toBeNaN();
    expect(sampleValue(families, "spelled", { v: "b" })).toBe(Number.POSITIVE_INFINITY);
  });

  it("answers undefined for a missing family or sample, and refuses an ambiguous choice", () => {
    const families = parsePrometheusText(SCRAPE);
    expect(sampleValue(families, "nope")).toBeUndefined();
    expect(sampleValue(families, "http_requests_total", { status: "404" })).toBeUndefined();
    expect(() => sampleValue(families, "http_requests_total")).toThrow(/2 samples/);
  });

  it.each([
    ["a sample without TYPE", "orphan 1"],
    ["a sample of another family", "# TYPE a counter\nb 1"],
    ["a family typed twice", "# TYPE a counter\na 1\n# TYPE b gauge\nb 1\n# TYPE a counter\na 2"],
    ["a family split by another", "# TYPE a counter\na 1\n# TYPE b gauge\nb 1\na 2"],
    ["an invalid type", "# TYPE a countr\na 1"],
    ["an invalid value", "# TYPE a gauge\na one"],
    ["an unterminated label value", '# TYPE a gauge\na{x="1} 1'],
    ["a label without quotes", "# TYPE a gauge\na{x=1} 1"],
    ["a duplicate label", '# TYPE a gauge\na{x="1",x="2"} 1'],
    ["a bucket without le", "# TYPE h histogram\nh_bucket 1"],
    ["a histogram sample without suffix", "# TYPE h histogram\nh 1"],
    ["an invalid timestamp", "# TYPE a gauge\na 1 soon"],
  ])("refuses %s", (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
