import { describe, expect, it } from "vitest";
import { startReactOnIntent, startsOnIntent } from "./route-handle";

describe("startsOnIntent", () => {
  const open = { siteName: "PKV-Lotse" };
  it("starts React on intent on a page that asks for it, behind the gate too", () => {
    expect(startsOnIntent(startReactOnIntent, open)).toBe(true);
  });
  it("starts React while the page loads everywhere else", () => {
    expect(startsOnIntent(undefined, open)).toBe(false);
    expect(startsOnIntent({ other: true }, open)).toBe(false);
    // The gate screen or an error page: the root loader did not run.
    expect(startsOnIntent(startReactOnIntent, undefined)).toBe(false);
  });
});
