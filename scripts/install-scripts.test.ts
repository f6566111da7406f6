import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// npm 11 blocks the install scripts of dependencies that package.json's `allowScripts` does not list and warns on
// every install (docs/operations.md#a-quiet-first-start). npm before 11 has no such policy and no command.
const npmMajor = Number(execFileSync("npm", ["--version"], { encoding: "utf8" }).split(".")[0]);

describe("install scripts of dependencies", () => {
  it.skipIf(npmMajor < 11)("are all reviewed in allowScripts, so npm install prints no warning", () => {
    const listed = JSON.parse(
      execFileSync("npm", ["install-scripts", "ls", "--json"], { encoding: "utf8", timeout: 60_000 }),
    ) as { allowScripts: { name: string }[] };
    expect(listed.allowScripts.map((entry) => entry.name)).toEqual([]);
  });
});
