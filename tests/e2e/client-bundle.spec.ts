import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_SITE_PASSWORD } from "../../server/composition/env";
import { E2E_SITE_PASSWORD } from "./fixtures/constants";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("no gate password occurs anywhere in the client build", () => {
  const files = filesUnder("build/client");
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const content = readFileSync(file, "latin1");
    expect(content, file).not.toContain(DEMO_SITE_PASSWORD);
    expect(content, file).not.toContain(E2E_SITE_PASSWORD);
  }
});
