import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A file has one job, and no source file is over 400 lines outside data and legal texts
 * (docs/architecture.md#file-size). Test code (`*.test.*`, `*.spec.*`, everything under tests/) is not counted.
 */
const MAX_LINES = 400;

/** The files allowed to be longer, each with why: data or legal text, never code. */
const ALLOWED: Readonly<Record<string, string>> = {
  "app/features/legal/privacy-policy.tsx": "legal text: the Datenschutzerklärung, one section per GDPR duty",
  "domain/assistant/eval-questions.ts":
    "data: the German evaluation questions of the assistant (graded elsewhere)",
};

const root = join(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEST_CODE = /\.(test|spec)\.[cm]?[jt]sx?$|^tests\//;

function trackedSources(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  return listed.split("\0").filter((path) => SOURCE.test(path) && !TEST_CODE.test(path));
}

/** Lines as `wc -l` counts them (newline characters). */
function lineCount(path: string): number {
  const text = readFileSync(join(root, path), "utf8");
  let count = 0;
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) count += 1;
  return count;
}

describe("file size", () => {
  const sources = trackedSources();

  it("finds the tracked source files", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources).toContain("kvr-simulator/premium-model.ts");
  });

  it(`keeps every source file at most ${MAX_LINES} lines, except the listed data and legal texts`, () => {
    const tooLong = sources
      .filter((path) => !(path in ALLOWED))
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it("lists only files that exist", () => {
    expect(Object.keys(ALLOWED).filter((path) => !sources.includes(path))).toEqual([]);
  });
});
