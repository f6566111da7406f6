import { describe, expect, it } from "vitest";
import { type AdviceOffer, adviceTariff, TOP_PICK_REASON } from "./advice-reasons";

const offer: AdviceOffer = {
  id: "debeka|n|600",
  provider: "Debeka",
  name: "N",
  monthlyPrice: 412.3,
  employeeContribution: 206.15,
  deductible: "600 €",
  totalLeistungPoints: 78.5,
  grade: { value: 1.8, label: "gut", rank: 3, of: 40 },
  dentistCoverage: 90,
  dentalTreatment: 100,
  hospitalRoom: "Zweibettzimmer",
  chiefPhysician: true,
  benefitGroupPoints: { Zahnleistungen: 85, "Ambulante Leistungen": 70 },
  sickPayPrice: undefined,
  premiumReliefPrice: 24.5,
};

describe("the reasons for each tariff (docs/product/broker-duties.md#advice-documentation)", () => {
  it("draws a top pick's reasons from the ranking: place, points per 100 €, the top-pick rule, its note, the grade", () => {
    const tariff = adviceTariff(
      offer,
      { topPick: 1, topCount: 3, note: "höhere Leistung zum gleichen Preis" },
      undefined,
    );
    expect(tariff).toMatchObject({ offerId: offer.id, insurer: "Debeka", tariffName: "N", topPick: 1 });
    expect(tariff.reasons).toEqual([
      // 78,5 points / 412,30 € × 100
      "Top-Empfehlung 1 von 3 nach „Preis-Leistung“: 19,0 Leistungspunkte je 100 € Monatsbeitrag.",
      TOP_PICK_REASON,
      "Hinweis der Empfehlung: höhere Leistung zum gleichen Preis.",
      "Note 1,8 (gut): Platz 3 von 40 Tarifen dieses Vergleichs nach Leistungspunkten (78,5 von 100).",
    ]);
    expect(tariff.needReasons).toEqual([]);
  });

  it("says when the chosen tariff is no top pick", () => {
    const tariff = adviceTariff(offer, { topCount: 3, chosen: true }, undefined);
    expect(tariff.topPick).toBeUndefined();
    expect(tariff.reasons[0]).toBe("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
    expect(tariff.reasons[1]).toContain("Nicht unter den hervorgehobenen Tarifen");
  });

  it("relates each stated priority to the tariff's own facts, and names what the comparison does not know", () => {
    const tariff = adviceTariff(
      offer,
      { topPick: 2, topCount: 3 },
      {
        priorities: ["dental", "price", "hospital", "sickPay", "stability", "benefits"],
        currentCover: "gkv",
        plannedChanges: [],
      },
    );
    expect(tariff.needReasons).toEqual([
      "Ihnen sind gute Zahnleistungen wichtig: Zahnersatz 90 %, Zahnbehandlung 100 %, Zahnleistungen Sehr gut.",
      "Ihnen ist ein niedriger Beitrag wichtig: 412,30 € im Monat (Ihr Anteil 206,15 €), Selbstbeteiligung 600 €.",
      "Ihnen ist Komfort im Krankenhaus wichtig: Zweibettzimmer, mit Chefarztbehandlung.",
      "Ihnen ist Krankentagegeld wichtig: Es ist in diesem Vergleich nicht eingerechnet – Sie können es im Vergleich wählen oder im Gespräch ergänzen.",
      "Ihnen ist Beitragsstabilität wichtig: Eine Beitragsentlastung ab 67 ist eingerechnet (24,50 € im Monat); zur künftigen Beitragsentwicklung enthält unser Vergleich keine Angaben.",
      "Ihnen sind umfassende Leistungen wichtig: 78,5 von 100 Leistungspunkten (Ambulante Leistungen: Gut, Zahnleistungen: Sehr gut).",
    ]);
    const withSickPay = adviceTariff(
      { ...offer, sickPayPrice: 35.2, premiumReliefPrice: undefined },
      { topCount: 3 },
      { priorities: ["sickPay", "stability"], currentCover: "pkv", plannedChanges: [] },
    );
    expect(withSickPay.needReasons[0]).toBe(
      "Ihnen ist Krankentagegeld wichtig: Es ist im Beitrag enthalten (35,20 € im Monat).",
    );
    expect(withSickPay.needReasons[1]).toContain("nicht eingerechnet");
  });
});
