import { describe, expect, it } from "vitest";
import { initialScriptUrls } from "./initial-js.mjs";

describe("initialScriptUrls", () => {
  it("collects module scripts, modulepreloads and the static imports of inline modules, once each", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/app.css"/>
      <link rel="modulepreload" href="/assets/entry.client-a.js"/>
      <link rel="modulepreload" href="/assets/chunk-b.js" nonce="n"/>
      <script type="module" src="/assets/extra-c.js"></script>
      <script>window.__ctx = {};</script>
      <script nonce="n" type="module" async="">import "/assets/manifest-d.js";
import * as route0 from "/assets/root-e.js";
import("/assets/entry.client-a.js");</script>
    </head></html>`;
    expect(initialScriptUrls(html)).toEqual([
      "/assets/extra-c.js",
      "/assets/entry.client-a.js",
      "/assets/chunk-b.js",
      "/assets/manifest-d.js",
      "/assets/root-e.js",
    ]);
  });
});
