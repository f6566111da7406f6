/**
 * A strict reader of the Prometheus text exposition format 0.0.4 (what GET /metrics serves), for tests: families
 * with their type, help and samples. A malformed line, a sample before its family's TYPE, or a family split in two
 * throws, so a test that parses a scrape also checks its format.
 */

type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";

interface Sample {
  /** The sample's own name (`x_bucket`, `x_sum`, `x_count` for a histogram `x`). */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(["counter", "gauge", "histogram", "summary", "untyped"]);
/** The sample names a family of each type may have, by suffix. */
const SUFFIXES: Record<MetricType, readonly string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

function unescapeText(text: string, quotes: boolean): string {
  return text.replace(/\\(.)/g, (whole, char: string) => {
    if (char === "n") return "\n";
    if (char === "\\") return "\\";
    if (quotes && char === '"') return '"';
    return whole;
  });
}

/** Go's ParseFloat, as Prometheus reads values: `NaN` and `Inf` in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  const word = text.toLowerCase();
  if (word === "+inf" || word === "inf") return Number.POSITIVE_INFINITY;
  if (word === "-inf") return Number.NEGATIVE_INFINITY;
  if (word === "nan") return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`invalid value in: ${line}`);
  return Number(text);
}

/** `{a="1",b="x\"y"}` from `start` (the `{`); returns the labels and the index after `}`. */
function parseLabels(line: string, start: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let index = start + 1;
  for (;;) {
    if (line[index] === "}") return { labels, end: index + 1 };
    const equals = line.indexOf("=", index);
    if (equals < 0) throw new Error(`invalid labels in: ${line}`);
    const name = line.slice(index, equals).trim();
    if (!LABEL_NAME.test(name) || line[equals + 1] !== '"') throw new Error(`invalid label in: ${line}`);
    let end = equals + 2;
    while (end < line.length && line[end] !== '"') end += line[end] === "\\" ? 2 : 1;
    if (end >= line.length) throw new Error(`unterminated label value in: ${line}`);
    if (name in labels) throw new Error(`duplicate label ${name} in: ${line}`);
    labels[name] = unescapeText(line.slice(equals + 2, end), true);
    index = end + 1;
    if (line[index] === ",") index += 1;
    else if (line[index] !== "}") throw new Error(`invalid labels in: ${line}`);
  }
}

function parseSample(line: string): Sample {
  const nameEnd = line.search(/[{ ]/);
  if (nameEnd <= 0) throw new Error(`invalid sample: ${line}`);
  const name = line.slice(0, nameEnd);
  if (!NAME.test(name)) throw new Error(`invalid metric name in: ${line}`);
  let labels: Record<string, string> = {};
  let rest = nameEnd;
  if (line[nameEnd] === "{") ({ labels, end: rest } = parseLabels(line, nameEnd));
  const parts = line.slice(rest).trim().split(/ +/);
  if (parts.length < 1 || parts.length > 2 || !parts[0]) throw new Error(`invalid sample: ${line}`);
  if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`invalid timestamp in: ${line}`);
  return { name, labels, value: parseValue(parts[0], line) };
}

/** The families of a scrape by name. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const helps = new Map<string, string>();
  // Samples belong to the family of the latest TYPE line; a family split by another one cannot be typed twice.
  let current: MetricFamily | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const comment = /^#\s*(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line);
    if (comment) {
      const [, keyword, name = "", value = ""] = comment;
      if (!NAME.test(name)) throw new Error(`invalid metric name in: ${line}`);
      if (keyword === "HELP") {
        if (helps.has(name)) throw new Error(`second HELP for ${name}`);
        const help = unescapeText(value, false);
        helps.set(name, help);
        const family = families.get(name);
        if (family) family.help = help;
        continue;
      }
      const type = value.trim() as MetricType;
      if (!TYPES.has(type)) throw new Error(`invalid type in: ${line}`);
      if (families.has(name)) throw new Error(`second TYPE for ${name}`);
      current = { name, type, help: helps.get(name) ?? "", samples: [] };
      families.set(name, current);
      continue;
    }
    if (line.startsWith("#")) continue;
    const sample = parseSample(line);
    const suffix =
      current && sample.name.startsWith(current.name) ? sample.name.slice(current.name.length) : undefined;
    if (!current || suffix === undefined || !SUFFIXES[current.type].includes(suffix)) {
      throw new Error(`sample without its TYPE line: ${line}`);
    }
    if (current.type === "histogram" && suffix === "_bucket" && sample.labels.le === undefined) {
      throw new Error(`histogram bucket without le: ${line}`);
    }
    current.samples.push(sample);
  }
  return families;
}

/**
 * The value of the sample `name` (default: the family's own name) whose labels include `labels`; undefined when
 * none or the family is missing. Throws when several match (the labels given do not pick one sample).
 */
export function sampleValue(
  families: Map<string, MetricFamily>,
  family: string,
  labels: Record<string, string> = {},
  name: string = family,
): number | undefined {
  const matches = (families.get(family)?.samples ?? []).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matches.length > 1)
    throw new Error(`${matches.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matches[0]?.value;
}
