import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../errors/field-errors";
import {
  ADVICE_MESSAGES,
  ADVICE_WAIVER,
  adviceNeedsFromForm,
  adviceNeedsSchema,
  adviceOf,
  asksAdvice,
  needsLines,
} from "./advice";
import { createContactRequestSchema } from "./contact-request";

const firstErrors = (issues: Parameters<typeof fieldErrorsFromIssues>[0]) =>
  Object.fromEntries(Object.entries(fieldErrorsFromIssues(issues)).map(([field, list]) => [field, list[0]]));

describe("the needs (docs/product/broker-duties.md#advice-documentation)", () => {
  it("asks what matters most and the current cover, in German, unless the waiver is declared", () => {
    const empty = adviceNeedsSchema.safeParse({});
    expect(firstErrors(empty.error!.issues)).toEqual({
      advicePriorities: ADVICE_MESSAGES.priorities,
      currentCover: ADVICE_MESSAGES.currentCover,
    });
    expect(adviceNeedsSchema.safeParse({ adviceWaiver: true }).success).toBe(true);
    const unknown = adviceNeedsSchema.safeParse({ advicePriorities: ["luxus"], currentCover: "gkv" });
    expect(firstErrors(unknown.error!.issues)).toEqual({ advicePriorities: ADVICE_MESSAGES.priorities });
    const long = adviceNeedsSchema.safeParse({
      advicePriorities: ["price"],
      currentCover: "gkv",
      adviceNote: "x".repeat(501),
    });
    expect(firstErrors(long.error!.issues)).toEqual({ adviceNote: ADVICE_MESSAGES.note });
  });

  it("turns the answers into the needs, or the waiver, without duplicates", () => {
    const parsed = adviceNeedsSchema.parse({
      advicePriorities: ["dental", "price", "dental"],
      currentCover: "pkv",
      plannedChanges: ["family"],
      adviceNote: "  Zahnersatz ist mir wichtig  ",
    });
    expect(adviceOf(parsed)).toEqual({
      needs: {
        priorities: ["dental", "price"],
        currentCover: "pkv",
        plannedChanges: ["family"],
        note: "Zahnersatz ist mir wichtig",
      },
    });
    expect(adviceOf(adviceNeedsSchema.parse({ adviceWaiver: true, advicePriorities: ["price"] }))).toEqual({
      waiver: true,
    });
  });

  it("reads each ticked box of the form (one name per option, so it works without JavaScript)", () => {
    expect(
      adviceNeedsFromForm({
        "advicePriority-hospital": "on",
        "advicePriority-sickPay": "on",
        currentCover: "none",
        "plannedChange-abroad": "on",
        adviceNote: "",
      }),
    ).toEqual({
      advicePriorities: ["hospital", "sickPay"],
      currentCover: "none",
      plannedChanges: ["abroad"],
      adviceNote: undefined,
      adviceWaiver: false,
    });
    expect(adviceNeedsFromForm({ adviceWaiver: "on" }).adviceWaiver).toBe(true);
  });

  it("is asked for an application, a consultation and a risk pre-check, never for a plain callback", () => {
    const schema = createContactRequestSchema();
    const base = {
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: "erika@example.de",
      preferredTime: "morning",
      consentCall: true,
      consentBroker: true,
    };
    expect(asksAdvice("callback")).toBe(false);
    expect(schema.parse(base).advice).toBeUndefined();
    const application = { ...base, topic: "application", comparisonId: "v-1", offerId: "o-1" };
    expect(firstErrors(schema.safeParse(application).error!.issues)).toEqual({
      advicePriorities: ADVICE_MESSAGES.priorities,
      currentCover: ADVICE_MESSAGES.currentCover,
    });
    expect(
      schema.parse({ ...application, advicePriorities: ["dental"], currentCover: "gkv" }).advice,
    ).toEqual({ needs: { priorities: ["dental"], currentCover: "gkv", plannedChanges: [] } });
    expect(schema.parse({ ...application, adviceWaiver: true }).advice).toEqual({ waiver: true });
  });

  it("words the needs and keeps the waiver's statutory warning", () => {
    expect(
      needsLines({ priorities: ["dental", "stability"], currentCover: "gkv-family", plannedChanges: [] }),
    ).toEqual([
      {
        label: "Das ist Ihnen wichtig",
        value: "Gute Zahnleistungen, Ein stabiler Beitrag im Alter (Beitragsstabilität)",
      },
      { label: "So sind Sie heute versichert", value: "Gesetzlich familienversichert" },
      { label: "Geplante Veränderungen", value: "keine angegeben" },
    ]);
    expect(ADVICE_WAIVER.warning).toContain("§ 61 Abs. 2 VVG");
    expect(ADVICE_WAIVER.warning).toContain("Schadensersatz");
    expect(ADVICE_WAIVER.text).toContain("verzichte ausdrücklich");
  });
});
