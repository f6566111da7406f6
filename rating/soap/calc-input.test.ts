import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type LongFormInput, longFormSchema } from "../../domain/comparison/long-form";
import { childOf, childrenOf, parseXmlSafely, textOf } from "../../lib/xml/safe-xml";
import {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalcPersonInput,
  calculateEnvelope,
  familyCalculateEnvelope,
} from "./calc-input";

/**
 * The Calculate request (docs/product/rating-engine.md#calculate-request): the single-person request stays
 * byte-identical to what the portal sent before families existed; a family request is one CalcInput per person.
 */
const NOW = new Date("2026-11-22T10:00:00");
const form = (input: LongFormInput) => longFormSchema.parse(input);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** SHA-256 of the envelopes the single-person request wrote before the family request was added. */
const PINNED: ReadonlyArray<readonly [LongFormInput, string]> = [
  [{ birthDate: "1990-01-01" }, "3e1c1415c4105a98449aa64e08fa2ad0047dfee33168c960cf395572fb83d342"],
  [
    { birthDate: "1988-05-01", jobStatus: "self-employed", coverageType: "basic" },
    "d8396ab6eff3e554064f0cb5f3a43f32d7855e92afe9d6df9ebb098ee731b4a1",
  ],
  [
    {
      birthDate: "1991-04-01",
      jobStatus: "employed",
      coverageType: "premium",
      gender: "female",
      deductible: "600",
    },
    "823ef1a9804b1574b69f968000d408bc43a35402c2ed2ff0928aa26a90274e71",
  ],
  [
    {
      birthDate: "1985-02-03",
      jobStatus: "civil-servant",
      coverageType: "comfort",
      beihilfeDienstherr: "TYPE_G_Hessen",
      beihilfeStufe: "TYPE_A_50_70R",
    },
    "4da4e8ecec76c775f2a7fb66d8894fab6d5876f1bb85dd754565ec619e58f57e",
  ],
  [
    { birthDate: "2015-06-01", jobStatus: "child", insuredPerson: "child", coverageType: "basic" },
    "f57b15cc663a19e1ada20f0870bf7352ddde81e8fab94c03e64a0352080e4887",
  ],
  [
    { birthDate: "2004-06-01", jobStatus: "student", coverageType: "comfort", insuranceStart: "2027-02-01" },
    "9b717e91d8cd6de4947793f6cbd13f8f1604c3cc44353a6c89efb469d0235a04",
  ],
];

/** The CalcInput elements of an envelope. */
const calcInputsOf = (envelope: string) =>
  childrenOf(
    childOf(
      childOf(childOf(childOf(parseXmlSafely(envelope).Envelope, "Body"), "Calculate"), "input"),
      "Persons",
    ),
    "CalcInput",
  );

describe("the Calculate request", () => {
  it("of one person is byte-identical to the request before families", () => {
    for (const [input, digest] of PINNED) {
      expect(sha256(calculateEnvelope(buildCalculateRequest(form(input), NOW))), JSON.stringify(input)).toBe(
        digest,
      );
    }
  });

  it("of a household has one CalcInput per person: the person's fields, role, relief, sick pay and health", () => {
    const self: CalcPersonInput = {
      ...form({ birthDate: "1988-05-01", jobStatus: "self-employed", coverageType: "comfort" }),
      sickPay: { startDay: 8, dailyAmount: 150 },
      premiumRelief: { monthlyAmount: 300 },
      health: {
        heightCm: 180,
        weightKg: 82,
        outpatientTreatments3y: 2,
        chronicConditions: ["ASTHMA", "ALLERGIE"],
        glassesDiopters: -2.5,
      },
    };
    const partner = form({ birthDate: "1990-07-01", jobStatus: "employed", gender: "female" });
    const child = form({ birthDate: "2018-03-01", jobStatus: "child", insuredPerson: "child" });
    const request = buildFamilyCalculateRequest([self, partner, child], NOW);
    const inputs = calcInputsOf(familyCalculateEnvelope(request));
    expect(inputs).toHaveLength(3);
    const field = (index: number, name: string) => textOf(childOf(inputs[index], name));
    expect([0, 1, 2].map((index) => field(index, "PersonRolle"))).toEqual(["Selbst", "Partner", "Kind"]);
    expect([0, 1, 2].map((index) => `${field(index, "KTTag")}/${field(index, "KTBetrag")}`)).toEqual([
      "8/150",
      "43/100",
      "0/0",
    ]);
    expect(field(0, "BEBetrag")).toBe("300");
    expect(field(1, "BEBetrag")).toBeUndefined();
    const health = childOf(inputs[0], "Gesundheit");
    expect(textOf(childOf(health, "GroesseCm"))).toBe("180");
    expect(textOf(childOf(health, "Psychotherapie10J"))).toBe("false");
    expect(textOf(childOf(health, "Dioptrien"))).toBe("-2.5");
    expect(childOf(childOf(health, "ChronischeErkrankungen"), "Erkrankung")).toEqual(["ASTHMA", "ALLERGIE"]);
    expect(childOf(inputs[1], "Gesundheit")).toBeUndefined();
    // Every person otherwise gets the single-person mapping; the family adds only PersonRolle (and BEBetrag).
    const single = buildCalculateRequest(partner, NOW).calcInput;
    expect(request.persons[1]!.calcInput).toEqual({ ...single, PersonRolle: "Partner" });
    expect(request.persons[2]!.calcInput).toEqual({
      ...buildCalculateRequest(child, NOW).calcInput,
      PersonRolle: "Kind",
    });
  });

  it("lets a household say who is who, and switch off an employee's sick pay", () => {
    const partner = form({ birthDate: "1990-07-01", jobStatus: "employed" });
    const request = buildFamilyCalculateRequest([{ ...partner, role: "partner", sickPay: null }], NOW);
    expect(request.persons[0]!.calcInput).toMatchObject({
      PersonRolle: "Partner",
      KTTag: "0",
      KTBetrag: "0",
    });
  });
});
