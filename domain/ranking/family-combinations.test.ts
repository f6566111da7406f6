import { describe, expect, it } from "vitest";
import { type FamilyOfferFacts, familyCombinations } from "./family-combinations";

const offer = (
  provider: string,
  name: string,
  monthlyPrice: number,
  points: number,
  extra: Partial<FamilyOfferFacts> = {},
): FamilyOfferFacts => ({
  id: `${provider}-${name}`,
  provider,
  name,
  monthlyPrice,
  totalLeistungPoints: points,
  deductibleAmount: 0,
  ...extra,
});

describe("family combinations", () => {
  const self = [offer("Alpha", "A1", 500, 80), offer("Beta", "B1", 450, 70), offer("Alpha", "A2", 400, 60)];
  const child = [offer("Beta", "BK", 150, 70), offer("Alpha", "AK", 120, 75), offer("Gamma", "GK", 90, 60)];

  it("pairs each person's best tariff of an insurer and sums the family's price", () => {
    const result = familyCombinations([
      { role: "self", offers: self },
      { role: "child", offers: child },
    ]);
    // Gamma has no tariff for the adult: no family combination.
    expect(result.map((combination) => combination.provider)).toEqual(["Alpha", "Beta"]);
    const [alpha] = result;
    expect(alpha!.members.map((pick) => [pick.role, pick.offer.name])).toEqual([
      ["self", "A1"],
      ["child", "AK"],
    ]);
    expect(alpha!.totalMonthly).toBe(620);
    expect(alpha!.value).toBeCloseTo(155 / 620);
  });

  it("puts combinations of the requested level first, and likely refusals last", () => {
    const declinedAlpha = [
      offer("Alpha", "A1", 300, 90, { riskAssessment: { status: "decline" } }),
      offer("Beta", "B1", 450, 70),
    ];
    const result = familyCombinations(
      [
        { role: "self", offers: declinedAlpha },
        { role: "child", offers: child },
      ],
      { matches: (candidate) => candidate.name !== "BK" },
    );
    expect(
      result.map((combination) => [combination.provider, combination.declined, combination.matchesRequest]),
    ).toEqual([
      ["Beta", false, false],
      ["Alpha", true, true],
    ]);
  });

  it("takes an accepted tariff of the insurer before a declined one", () => {
    const result = familyCombinations([
      {
        role: "self",
        offers: [
          offer("Alpha", "A1", 300, 90, { riskAssessment: { status: "decline" } }),
          offer("Alpha", "A2", 350, 70),
        ],
      },
    ]);
    expect(result[0]!.members[0]!.offer.name).toBe("A2");
    expect(result[0]!.declined).toBe(false);
  });

  it("a family total is always the sum of its members' prices (2.000 random families)", () => {
    // A seeded generator: the same families on every run.
    let seed = 20_261_126;
    const next = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % below;
    };
    const providers = ["Alpha", "Beta", "Gamma"];
    for (let family = 0; family < 2_000; family += 1) {
      const members = Array.from({ length: 1 + next(6) }, (_, index) => ({
        role: index === 0 ? ("self" as const) : ("child" as const),
        offers: Array.from({ length: next(9) }, (_, position) =>
          offer(
            providers[next(3)]!,
            `T${position}`,
            next(200_000) / 100,
            next(101),
            next(4) === 0 ? { riskAssessment: { status: "decline" } } : {},
          ),
        ),
      }));
      for (const combination of familyCombinations(members)) {
        const sum = combination.members.reduce((total, pick) => total + pick.offer.monthlyPrice, 0);
        expect(combination.totalMonthly).toBeCloseTo(sum, 2);
        expect(combination.members).toHaveLength(members.length);
        expect(new Set(combination.members.map((pick) => pick.offer.provider)).size).toBe(1);
      }
    }
  });
});
