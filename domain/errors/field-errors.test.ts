import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromIssues, firstErrorPerField, firstFieldError } from "./field-errors";

const schema = z
  .object({
    email: z.email({ error: "E-Mail ungültig" }).min(10, { error: "E-Mail zu kurz" }),
    name: z.string().min(1, { error: "Name fehlt" }),
  })
  .refine((input) => input.name !== "x", { error: "Formular ungültig" });

describe("zod issues → field errors", () => {
  it("groups messages per first path segment, in issue order", () => {
    const result = schema.safeParse({ email: "a", name: "" });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error!.issues);
    expect(errors).toEqual({ email: ["E-Mail ungültig", "E-Mail zu kurz"], name: ["Name fehlt"] });
    expect(firstFieldError(errors)).toBe("E-Mail ungültig");
    expect(firstErrorPerField(errors)).toEqual({ email: "E-Mail ungültig", name: "Name fehlt" });
  });

  it("puts issues without a path under 'form'", () => {
    const result = schema.safeParse({ email: "someone@example.de", name: "x" });
    expect(fieldErrorsFromIssues(result.error!.issues)).toEqual({ form: ["Formular ungültig"] });
  });

  it("takes the first message per field from either shape", () => {
    expect(firstErrorPerField({ a: "eins", b: ["zwei", "drei"], c: [] })).toEqual({ a: "eins", b: "zwei" });
    expect(firstFieldError({})).toBeUndefined();
  });
});
