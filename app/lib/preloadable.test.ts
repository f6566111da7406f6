import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

describe("preloadable", () => {
  it("loads once and marks the promise fulfilled for React's use()", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = preloadable(load);
    const first = module.preload();
    expect(module.preload()).toBe(first);
    expect((first as { status?: string }).status).toBe("pending");
    await first;
    expect(first).toMatchObject({ status: "fulfilled", value: { answer: 42 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("marks a failed load rejected", async () => {
    const module = preloadable(() => Promise.reject(new Error("chunk missing")));
    const loading = module.preload();
    await expect(loading).rejects.toThrow("chunk missing");
    expect(loading).toMatchObject({ status: "rejected" });
  });
});
