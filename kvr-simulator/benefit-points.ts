import {
  BENEFIT_GROUP_WEIGHTS,
  BENEFIT_GROUPS,
  type BenefitGroup,
  type PointColor,
  pointColor,
} from "../domain/ranking/benefit-points";
import { formatEuroWhole } from "../lib/format/number-format";
import type { TariffBenefits, TariffDefinition } from "./catalogue/types";

/**
 * Benefit points (LeistPoints). Each group scores 0–100 from its items; the total is the weighted sum with
 * BENEFIT_GROUP_WEIGHTS (ambulant 30 %, stationär 25 %, Zahn 25 %, Pflege 5 %, Sonstige 15 %).
 * Item maxima per group add up to 100:
 * - Ambulant: Erstattung 20, freie Arztwahl 10, GOÄ 15, Heilpraktiker 10, Psychotherapie 15, Sehhilfen 10,
 *   Hilfsmittel 15, Vorsorge 5
 * - Stationär: Unterbringung 35, Chefarzt 35, GOÄ 15, Krankenhaustagegeld 15
 * - Zahn: Zahnbehandlung 30, Zahnersatz 45, Kieferorthopädie 15, ohne Zahnstaffel 10
 * - Pflege: häusliche Krankenpflege 20, Pflegezusatz Grad 3 ambulant 40 / stationär 40
 * - Sonstige: Auslandsschutz 50, Beitragsrückerstattung 50
 */

interface BenefitItem {
  headPspID: number;
  perspectiveID: number;
  group: BenefitGroup;
  keyTag: string;
  textShort: string;
  textLong: string;
  valueContent: string;
  valueDescription: string;
  sumPoints: number;
  maxPoints: number;
  isPositive: boolean;
  icon: string;
  color: PointColor;
}

interface GroupPoints {
  headPspID: number;
  header: BenefitGroup;
  points: number;
  weight: number;
}

export interface TariffPoints {
  groups: GroupPoints[];
  items: BenefitItem[];
  total: number;
}

const GROUP_ICONS: Record<BenefitGroup, string> = {
  "Ambulante Leistungen": "stethoscope",
  "Stationäre Leistungen": "hospital",
  Zahnleistungen: "tooth",
  Pflegeleistungen: "heart-handshake",
  "Sonstige Leistungen": "plane",
};

// Catalogue amounts are whole euros.
const euro = formatEuroWhole;
const round1 = (value: number) => Math.round(value * 10) / 10;

type ItemSpec = [
  keyTag: string,
  textShort: string,
  textLong: string,
  value: string,
  points: number,
  max: number,
];

function itemSpecs(b: TariffBenefits): Record<BenefitGroup, ItemSpec[]> {
  const heilpraktikerPoints =
    b.heilpraktikerPercent <= 0
      ? 0
      : 10 *
        (b.heilpraktikerPercent / 100) *
        (b.heilpraktikerLimit === null ? 1 : 0.5 + 0.5 * Math.min(1, b.heilpraktikerLimit / 2000));
  const psychoPoints =
    b.psychotherapySessions === null
      ? 15
      : b.psychotherapySessions >= 50
        ? 13
        : b.psychotherapySessions >= 30
          ? 10
          : b.psychotherapySessions > 0
            ? 6
            : 0;
  const goaePoints = b.goaeMaxFactor === 5 ? 15 : b.goaeMaxFactor === 3.5 ? 12 : 5;
  const goaeText =
    b.goaeMaxFactor === 5
      ? "über den Höchstsatz hinaus"
      : `bis zum ${String(b.goaeMaxFactor).replace(".", ",")}-fachen Satz`;
  const roomText = { 1: "Einbettzimmer", 2: "Zweibettzimmer", 3: "Mehrbettzimmer" }[b.room];
  return {
    "Ambulante Leistungen": [
      [
        "AMBULANT",
        `Ambulante Behandlung ${b.ambulantPercent} %`,
        `Erstattung ambulanter ärztlicher Behandlung zu ${b.ambulantPercent} %`,
        `${b.ambulantPercent} %`,
        (20 * b.ambulantPercent) / 100,
        20,
      ],
      b.primaryDoctorPercent === null
        ? ["ARZTWAHL", "Freie Arztwahl", "Freie Arztwahl ohne Primärarztprinzip", "ja", 10, 10]
        : [
            "ARZTWAHL",
            "Primärarztprinzip",
            `Facharzt ohne Überweisung nur ${b.primaryDoctorPercent} % Erstattung`,
            `${b.primaryDoctorPercent} % ohne Überweisung`,
            4,
            10,
          ],
      [
        "GOAE",
        `GOÄ ${goaeText}`,
        `Ärztliche Honorare werden ${goaeText} erstattet`,
        goaeText,
        goaePoints,
        15,
      ],
      b.heilpraktikerPercent > 0
        ? [
            "HEILPRAKTIKER",
            `Heilpraktiker ${b.heilpraktikerPercent} %`,
            `Heilpraktikerleistungen zu ${b.heilpraktikerPercent} %${
              b.heilpraktikerLimit === null
                ? " ohne Begrenzung"
                : `, bis ${euro(b.heilpraktikerLimit)} im Jahr`
            }`,
            b.heilpraktikerLimit === null
              ? `${b.heilpraktikerPercent} %`
              : `${b.heilpraktikerPercent} %, max. ${euro(b.heilpraktikerLimit)}`,
            heilpraktikerPoints,
            10,
          ]
        : [
            "HEILPRAKTIKER",
            "Kein Heilpraktiker",
            "Heilpraktikerleistungen sind nicht versichert",
            "nein",
            0,
            10,
          ],
      [
        "PSYCHOTHERAPIE",
        b.psychotherapySessions === null
          ? "Psychotherapie unbegrenzt"
          : `Psychotherapie ${b.psychotherapySessions} Sitzungen`,
        b.psychotherapySessions === null
          ? "Ambulante Psychotherapie ohne Begrenzung der Sitzungen"
          : `Ambulante Psychotherapie bis ${b.psychotherapySessions} Sitzungen im Jahr`,
        b.psychotherapySessions === null ? "unbegrenzt" : `${b.psychotherapySessions} Sitzungen`,
        psychoPoints,
        15,
      ],
      b.visionAidEuro > 0
        ? [
            "SEHHILFE",
            `Sehhilfen ${euro(b.visionAidEuro)}`,
            `Brillen und Kontaktlinsen bis ${euro(b.visionAidEuro)} in zwei Kalenderjahren`,
            euro(b.visionAidEuro),
            Math.min(10, b.visionAidEuro / 50),
            10,
          ]
        : ["SEHHILFE", "Keine Sehhilfen", "Sehhilfen sind nicht versichert", "0 €", 0, 10],
      b.aidsCatalogue === "open"
        ? [
            "HILFSMITTEL",
            "Hilfsmittel offener Katalog",
            "Alle medizinisch notwendigen Hilfsmittel",
            "offen",
            15,
            15,
          ]
        : [
            "HILFSMITTEL",
            "Hilfsmittel geschlossener Katalog",
            "Nur die im Tarif genannten Hilfsmittel",
            "geschlossen",
            5,
            15,
          ],
      b.preventiveCare
        ? [
            "VORSORGE",
            "Vorsorge erweitert",
            "Vorsorgeuntersuchungen über die gesetzlichen Programme hinaus",
            "ja",
            5,
            5,
          ]
        : [
            "VORSORGE",
            "Vorsorge gesetzlich",
            "Vorsorgeuntersuchungen nach den gesetzlichen Programmen",
            "gesetzlich",
            2,
            5,
          ],
    ],
    "Stationäre Leistungen": [
      [
        "UNTERBRINGUNG",
        roomText,
        `Unterbringung im ${roomText}`,
        roomText,
        b.room === 1 ? 35 : b.room === 2 ? 25 : 5,
        35,
      ],
      b.chiefPhysician
        ? ["CHEFARZT", "Chefarztbehandlung", "Privatärztliche Behandlung durch den Chefarzt", "ja", 35, 35]
        : ["CHEFARZT", "Keine Chefarztbehandlung", "Behandlung durch den diensthabenden Arzt", "nein", 0, 35],
      [
        "GOAE_STAT",
        `Klinik-GOÄ ${goaeText}`,
        `Wahlärztliche Honorare im Krankenhaus ${goaeText}`,
        goaeText,
        goaePoints,
        15,
      ],
      b.hospitalDailyAllowance > 0
        ? [
            "KHT",
            `Krankenhaustagegeld ${euro(b.hospitalDailyAllowance)}`,
            `Krankenhaustagegeld von ${euro(b.hospitalDailyAllowance)} je Tag`,
            euro(b.hospitalDailyAllowance),
            Math.min(15, (b.hospitalDailyAllowance / 50) * 15),
            15,
          ]
        : ["KHT", "Kein Krankenhaustagegeld", "Kein Krankenhaustagegeld versichert", "0 €", 0, 15],
    ],
    Zahnleistungen: [
      [
        "ZAHNBEHANDLUNG",
        `Zahnbehandlung ${b.dentalTreatmentPercent} %`,
        `Zahnbehandlung und Prophylaxe zu ${b.dentalTreatmentPercent} %`,
        `${b.dentalTreatmentPercent} %`,
        0.3 * b.dentalTreatmentPercent,
        30,
      ],
      [
        "ZAHNERSATZ",
        `Zahnersatz ${b.dentalReplacementPercent} %`,
        `Zahnersatz, Inlays und Implantate zu ${b.dentalReplacementPercent} %`,
        `${b.dentalReplacementPercent} %`,
        0.45 * b.dentalReplacementPercent,
        45,
      ],
      [
        "KIEFERORTHOPAEDIE",
        `Kieferorthopädie ${b.orthodonticsPercent} %`,
        `Kieferorthopädische Behandlung zu ${b.orthodonticsPercent} %`,
        `${b.orthodonticsPercent} %`,
        0.15 * b.orthodonticsPercent,
        15,
      ],
      b.dentalStaffel.length === 0
        ? [
            "ZAHNSTAFFEL",
            "Keine Zahnstaffel",
            "Zahnleistungen ohne Begrenzung in den ersten Jahren",
            "keine",
            10,
            10,
          ]
        : [
            "ZAHNSTAFFEL",
            "Zahnstaffel",
            `Zahnleistungen begrenzt auf ${b.dentalStaffel.map(euro).join(" / ")} in den ersten ${b.dentalStaffel.length} Jahren`,
            b.dentalStaffel.map(euro).join(" / "),
            0,
            10,
          ],
    ],
    Pflegeleistungen: [
      ["HAEUSLICHE_PFLEGE", "Häusliche Krankenpflege", "Häusliche Krankenpflege zu 100 %", "100 %", 20, 20],
      [
        "PFLEGE_AMB",
        `Pflegezusatz ambulant ${b.careSupplementGrade3Amb} %`,
        `Zusätzliches Pflegegeld bei ambulanter Pflege ab Pflegegrad 3: ${b.careSupplementGrade3Amb} %`,
        `${b.careSupplementGrade3Amb} %`,
        0.8 * b.careSupplementGrade3Amb,
        40,
      ],
      [
        "PFLEGE_STAT",
        `Pflegezusatz stationär ${b.careSupplementGrade3Stat} %`,
        `Zusätzliches Pflegegeld bei stationärer Pflege ab Pflegegrad 3: ${b.careSupplementGrade3Stat} %`,
        `${b.careSupplementGrade3Stat} %`,
        0.8 * b.careSupplementGrade3Stat,
        40,
      ],
    ],
    "Sonstige Leistungen": [
      [
        "AUSLANDSSCHUTZ",
        `Auslandsschutz ${b.travelCoverMonths} Monate`,
        `Weltweiter Schutz bei vorübergehendem Auslandsaufenthalt bis ${b.travelCoverMonths} Monate`,
        `${b.travelCoverMonths} Monate`,
        Math.min(50, (b.travelCoverMonths / 24) * 50),
        50,
      ],
      b.premiumRefundMonths > 0
        ? [
            "BRE",
            `Beitragsrückerstattung ${b.premiumRefundMonths} Monatsbeiträge`,
            `Erfolgsabhängige Beitragsrückerstattung von ${b.premiumRefundMonths} Monatsbeiträgen bei Leistungsfreiheit`,
            `${b.premiumRefundMonths} Monatsbeiträge`,
            Math.min(50, b.premiumRefundMonths * (50 / 6)),
            50,
          ]
        : ["BRE", "Keine Beitragsrückerstattung", "Keine Beitragsrückerstattung vorgesehen", "keine", 0, 50],
    ],
  };
}

const CACHE = new Map<number, TariffPoints>();

/** Benefit points of a tariff (independent of the applicant, so cached per tariff). */
export function tariffPoints(tariff: TariffDefinition): TariffPoints {
  const cached = CACHE.get(tariff.prodId);
  if (cached) return cached;
  const specs = itemSpecs(tariff.benefits);
  const items: BenefitItem[] = [];
  const groups: GroupPoints[] = [];
  let total = 0;
  let perspective = 0;
  BENEFIT_GROUPS.forEach((group, index) => {
    const headPspID = index + 1;
    let groupSum = 0;
    for (const [keyTag, textShort, textLong, value, points, max] of specs[group]) {
      perspective += 1;
      const sumPoints = round1(points);
      groupSum += sumPoints;
      items.push({
        headPspID,
        perspectiveID: headPspID * 100 + perspective,
        group,
        keyTag,
        textShort,
        textLong,
        valueContent: value,
        valueDescription: `${sumPoints} von ${max} Punkten`,
        sumPoints,
        maxPoints: max,
        isPositive: sumPoints >= max / 2,
        icon: GROUP_ICONS[group],
        color: pointColor((sumPoints / max) * 100),
      });
    }
    const points = round1(Math.min(100, groupSum));
    groups.push({ headPspID, header: group, points, weight: BENEFIT_GROUP_WEIGHTS[group] });
    total += points * BENEFIT_GROUP_WEIGHTS[group];
  });
  const result = { groups, items, total: round1(total) };
  CACHE.set(tariff.prodId, result);
  return result;
}
