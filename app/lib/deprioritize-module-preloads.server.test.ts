import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deprioritizeModulePreloads } from "./deprioritize-module-preloads.server";

const html =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/>' +
  '<link rel="modulepreload" href="/r.js"/></head><body><p>&lt;link rel="modulepreload"</p>' +
  '<link rel="modulepreload" href="/late.js"/></body></html>';

async function run(chunks: string[], options?: { waitForIntent: boolean }) {
  return text(Readable.from(chunks).pipe(deprioritizeModulePreloads(options)));
}

describe("deprioritizeModulePreloads", () => {
  it("marks the head's module preloads low priority and leaves the body alone", async () => {
    const output = await run([html]);
    expect(output).toContain('<link rel="modulepreload" fetchpriority="low" href="/e.js"/>');
    expect(output).toContain('<link rel="modulepreload" fetchpriority="low" href="/r.js"/>');
    expect(output).toContain('<link rel="modulepreload" href="/late.js"/>');
    expect(output.replaceAll(' fetchpriority="low"', "")).toBe(html);
  });

  it("gives the same result however the stream is split", async () => {
    const whole = await run([html]);
    for (let size = 1; size < 60; size += 7) {
      const chunks = html.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(await run(chunks)).toBe(whole);
    }
  });

  it("keeps the addresses in data-href when the preloads wait for the visitor's intent, however split", async () => {
    const expected = html
      .replace(
        '<link rel="modulepreload" href="/e.js"/>',
        '<link data-rel="modulepreload" fetchpriority="low" data-href="/e.js"/>',
      )
      .replace(
        '<link rel="modulepreload" href="/r.js"/>',
        '<link data-rel="modulepreload" fetchpriority="low" data-href="/r.js"/>',
      );
    expect(await run([html], { waitForIntent: true })).toBe(expected);
    for (let size = 1; size < 60; size += 5) {
      const chunks = html.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(await run(chunks, { waitForIntent: true })).toBe(expected);
    }
  });
});
