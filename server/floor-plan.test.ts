import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

/**
 * The floor plan of server/ is enforced (docs/architecture.md#server-floor-plan): the project's own rules,
 * run over a fixture house with deliberately wrong imports, refuse each of them.
 */
const require = createRequire(import.meta.url);
const { forbidden } = require("../.dependency-cruiser.cjs") as { forbidden: unknown[] };
const fixture = join(import.meta.dirname, "../tests/fixtures/floor-plan");

async function violationsOf(path: string) {
  const result = await cruise([path], { baseDir: fixture, ruleSet: { forbidden } as never, validate: true });
  const output = result.output as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

describe("the floor plan of server/", () => {
  it("refuses an area reaching into another area's room, another area's tables and up into transport", async () => {
    expect((await violationsOf("server/areas")).sort()).toEqual([
      "area-reads-own-tables: server/areas/leads/wrong-tables.ts → server/adapters/db/schema/accounts.ts",
      "area-reads-own-tables: server/areas/leads/wrong-tables.ts → server/adapters/db/schema/index.ts",
      "area-to-area-through-index: server/areas/leads/wrong-imports.ts → server/areas/comparisons/count.ts",
      "areas-below-transport: server/areas/leads/wrong-imports.ts → server/transport/http/reply.ts",
    ]);
  });

  it("refuses an adapter that imports an area", async () => {
    expect(await violationsOf("server/adapters")).toEqual([
      "adapters-below-areas: server/adapters/db/wrong-adapter.ts → server/areas/comparisons/index.ts",
    ]);
  });

  it("keeps every area free of Request: they take a Caller", () => {
    const areas = [
      "accounts",
      "comparisons",
      "leads",
      "assistant",
      "delivery",
      "media",
      "documents",
      "kvr-console",
      "site",
    ];
    const offenders: string[] = [];
    for (const area of areas) {
      const dir = join(import.meta.dirname, "areas", area);
      for (const file of require("node:fs").readdirSync(dir, { recursive: true }) as string[]) {
        if (!file.endsWith(".ts") || /\.(test|bench)\.ts$/.test(file)) continue;
        const text = readFileSync(join(dir, file), "utf8");
        if (/\(\s*\w+\s*:\s*Request\b|:\s*Request\s*[,)]/.test(text)) offenders.push(`${area}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
