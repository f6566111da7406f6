import { describe, expect, it } from "vitest";
import { deniedAreaOf } from "./denied-area";

/** What an error boundary receives for a response thrown by a loader (React Router's ErrorResponse). */
const errorResponse = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("deniedAreaOf", () => {
  it("reads the area of a guard's 403 and nothing else", () => {
    for (const area of ["private", "broker", "admin"] as const) {
      expect(deniedAreaOf(errorResponse(403, { denied: area }))).toBe(area);
    }
    expect(deniedAreaOf(errorResponse(404, { denied: "admin" }))).toBeUndefined();
    expect(deniedAreaOf(errorResponse(403, { denied: "elsewhere" }))).toBeUndefined();
    expect(deniedAreaOf(errorResponse(403, null))).toBeUndefined();
    expect(deniedAreaOf(new Error("boom"))).toBeUndefined();
  });
});
