import { describe, expect, it } from "vitest";
import { startReactOnIntent, startsOnIntent } from "./route-handle";

describe("startsOnIntent", () => {
  const open = { gate: { expiresAt: undefined } };
  it("starts React on intent on a page that asks for it, without a gate grant", () => {
    expect(startsOnIntent(startReactOnIntent, open)).toBe(true);
  });
  it("starts React while the page loads everywhere else", () => {
    expect(startsOnIntent(undefined, open)).toBe(false);
    expect(startsOnIntent({ other: true }, open)).toBe(false);
    // Behind the gate with a grant: the relock needs React when the grant runs out.
    expect(startsOnIntent(startReactOnIntent, { gate: { expiresAt: 1_800_000_000_000 } })).toBe(false);
    // The gate screen or an error page: the root loader did not run.
    expect(startsOnIntent(startReactOnIntent, undefined)).toBe(false);
  });
});
