import { describe, expect, it } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("makes the value on the first call only, also when it is undefined", () => {
    let calls = 0;
    const nothing = once(() => {
      calls += 1;
      return undefined;
    });
    expect(nothing()).toBeUndefined();
    expect(nothing()).toBeUndefined();
    expect(calls).toBe(1);
  });

  it("hands every caller the same promise", () => {
    const work = once(() => Promise.resolve(42));
    expect(work()).toBe(work());
  });
});
