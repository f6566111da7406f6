import { describe, expect, it } from "vitest";
import { generatedLogoFileName, INSURER_LOGOS, logoSources, storageUrl } from "./insurer-logos";

describe("insurer logos", () => {
  it("lists the 24 insurers of the spec, each once", () => {
    expect(INSURER_LOGOS).toHaveLength(24);
    expect(new Set(INSURER_LOGOS.map((logo) => logo.name)).size).toBe(24);
    expect(new Set(INSURER_LOGOS.map((logo) => logo.file)).size).toBe(24);
  });

  it("encodes plus signs as %2B", () => {
    expect(storageUrl("logos", "Signal+Iduna.png")).toBe("/storage/logos/Signal%2BIduna.png");
    expect(storageUrl("videos", "a b/c+d.mp4")).toBe("/storage/videos/a%20b/c%2Bd.mp4");
  });

  it("generates a fallback file name from the insurer name", () => {
    expect(generatedLogoFileName("Münchener Verein")).toBe("muenchener-verein.png");
    expect(generatedLogoFileName("HUK-COBURG")).toBe("huk-coburg.png");
    expect(generatedLogoFileName("Württembergische")).toBe("wuerttembergische.png");
  });

  it("tries the mapped file, then the generated name, then the placeholder", () => {
    expect(logoSources({ name: "Signal Iduna", file: "Signal+Iduna.png" })).toEqual([
      "/storage/logos/Signal%2BIduna.png",
      "/storage/logos/signal-iduna.png",
      "/storage/logos/placeholder.png",
    ]);
  });
});
