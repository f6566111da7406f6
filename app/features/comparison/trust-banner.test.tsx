import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breakable, TrustBanner } from "./trust-banner";

describe("TrustBanner", () => {
  it("offers 'Datenschutzkonform' a break at its seam, never inside 'konform'", () => {
    expect(renderToStaticMarkup(breakable("Datenschutzkonform"))).toBe("Datenschutz<wbr/>konform");
    expect(renderToStaticMarkup(breakable("SSL-verschlüsselt"))).toBe("SSL-verschlüsselt");
    expect(renderToStaticMarkup(<TrustBanner />)).toContain("Datenschutz<wbr/>konform");
  });
});
