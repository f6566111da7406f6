import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { afterInitialHydration, HydrateLater } from "./hydrate-later";

describe("HydrateLater", () => {
  it("renders its children in place on the server, without waiting for a turn", () => {
    const html = renderToString(
      <main>
        <HydrateLater name="header">
          <header>Kopf</header>
        </HydrateLater>
        <HydrateLater name="footer">
          <footer>Fuß</footer>
        </HydrateLater>
      </main>,
    );
    // React marks each boundary with comments; the content itself is complete and in order.
    expect(html.replace(/<!--.*?-->/g, "")).toBe("<main><header>Kopf</header><footer>Fuß</footer></main>");
  });

  it("has nothing to wait for outside the browser's first hydration", async () => {
    await expect(afterInitialHydration()).resolves.toBeUndefined();
  });
});
