import { describe, expect, it } from "vitest";
import { z } from "zod";
import { configureGermanZodMessages } from "./german-messages";

describe("configureGermanZodMessages", () => {
  it("turns zod's own messages German and leaves a schema's own text first", () => {
    configureGermanZodMessages();
    const schema = z.object({
      phone: z.string(),
      accountType: z.enum(["private", "broker"]),
      email: z.string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." }),
    });
    const messages = schema
      .safeParse({ phone: 4917612345678, accountType: "admin", email: {} })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Ungültige Eingabe: erwartet string, erhalten Zahl",
      'Ungültige Option: erwartet eine von "private"|"broker"',
      "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    ]);
  });
});
