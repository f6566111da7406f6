import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticContent } from "./static-content";

describe("StaticContent", () => {
  it("renders its children inside one wrapper on the server", () => {
    const html = renderToString(
      <main>
        <StaticContent className="mt-6">
          <p>
            Text mit <a href="/impressum">Impressum</a>
          </p>
        </StaticContent>
      </main>,
    );
    expect(html).toBe(
      '<main><div class="mt-6"><p>Text mit <a href="/impressum">Impressum</a></p></div></main>',
    );
  });
});
