import { spreadTargetAges, tariffBasis } from "./calculation-bases";
import { INSURERS } from "./insurers";
import type { Insurer, TariffBenefits, TariffComponent, TariffDefinition, TariffLine } from "./types";

/**
 * Model tariff catalogue: about 100 full-cover tariffs (basic / comfort / comfort with primary-doctor rule /
 * premium lines per insurer, a few extra lines), Beihilfe tariffs (residual cover 20/30/50 %) and student
 * tariffs. Names are model names in the style of the market, not the insurers' products; benefits vary
 * deterministically by insurer within the ranges the market shows for each line.
 */

interface LineNames {
  basic: string;
  comfort: string;
  comfortPrimary: string;
  premium: string;
  extra?: string;
}

const NAMES: Record<string, LineNames> = {
  Allianz: {
    basic: "Vital Start",
    comfort: "Vital Komfort",
    comfortPrimary: "Vital Komfort Hausarzt",
    premium: "Vital Premium",
    extra: "Vital Premium Plus",
  },
  HanseMerkur: {
    basic: "KVS Start",
    comfort: "AZP Komfort",
    comfortPrimary: "AZP Komfort Hausarzt",
    premium: "AZP Premium",
    extra: "KUT 100",
  },
  Gothaer: {
    basic: "MediStart",
    comfort: "MediKomfort",
    comfortPrimary: "MediKomfort Primär",
    premium: "MediPremium",
  },
  "Signal Iduna": {
    basic: "Basis Plus",
    comfort: "Komfort Plus",
    comfortPrimary: "Komfort Primär",
    premium: "Exklusiv Plus",
  },
  ARAG: {
    basic: "MedBasis",
    comfort: "MedKomfort",
    comfortPrimary: "MedKomfort Hausarzt",
    premium: "MedPremium",
  },
  Nürnberger: {
    basic: "Gesund Start",
    comfort: "Gesund Komfort",
    comfortPrimary: "Gesund Primär",
    premium: "Gesund Premium",
  },
  Württembergische: {
    basic: "Kompakt",
    comfort: "Komfort",
    comfortPrimary: "Komfort Hausarzt",
    premium: "Exklusiv",
  },
  "Münchener Verein": {
    basic: "Vita Basis",
    comfort: "Vita Komfort",
    comfortPrimary: "Vita Primär",
    premium: "Vita Premium",
  },
  DKV: {
    basic: "Medi Basis",
    comfort: "Medi Komfort",
    comfortPrimary: "Medi Komfort Hausarzt",
    premium: "Medi Premium",
    extra: "Medi Premium Plus",
  },
  "HUK-COBURG": {
    basic: "Start",
    comfort: "Komfort",
    comfortPrimary: "Komfort Hausarzt",
    premium: "Premium",
  },
  Hallesche: {
    basic: "Neo Start",
    comfort: "Neo Komfort",
    comfortPrimary: "Neo Primär",
    premium: "Neo Premium",
  },
  LKH: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Hausarzt Komfort", premium: "Premium" },
  LVM: {
    basic: "Einstieg",
    comfort: "Komfort",
    comfortPrimary: "Komfort Lotse",
    premium: "Premium",
  },
  Mecklenburgische: {
    basic: "Basis",
    comfort: "Komfort",
    comfortPrimary: "Komfort Primär",
    premium: "Top",
  },
  Ottonova: {
    basic: "Economy",
    comfort: "Business",
    comfortPrimary: "Business Hausarzt",
    premium: "First Class",
    extra: "First Class Plus",
  },
  Provinzial: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Komfort Primär", premium: "Premium" },
  UKV: { basic: "Start", comfort: "Komfort", comfortPrimary: "Komfort Hausarzt", premium: "Exklusiv" },
  Universa: { basic: "uni-Start", comfort: "uni-Komfort", comfortPrimary: "uni-Primär", premium: "uni-Top" },
  VRK: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Komfort Hausarzt", premium: "Premium" },
  Inter: {
    basic: "QualiMed Start",
    comfort: "QualiMed",
    comfortPrimary: "QualiMed Z",
    premium: "QualiMed Exklusiv",
  },
  Barmenia: {
    basic: "eins Basis",
    comfort: "eins Komfort",
    comfortPrimary: "eins Komfort Hausarzt",
    premium: "eins Premium",
  },
  Concordia: { basic: "Start", comfort: "Komfort", comfortPrimary: "Komfort Primär", premium: "Premium" },
  Continentale: {
    basic: "Vision Start",
    comfort: "Vision Komfort",
    comfortPrimary: "Vision Primär",
    premium: "Vision Premium",
  },
  Debeka: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Komfort Hausarzt", premium: "Exklusiv" },
};

/** Insurers with a Beihilfe tariff family (civil servants and their children). */
const BEIHILFE_INSURERS = [
  "Allianz",
  "HanseMerkur",
  "Gothaer",
  "Signal Iduna",
  "Nürnberger",
  "Württembergische",
  "Münchener Verein",
  "DKV",
  "HUK-COBURG",
  "Hallesche",
  "LVM",
  "VRK",
  "Inter",
  "Barmenia",
  "Continentale",
  "Debeka",
];

/** Beihilfe tariffs for civil servants' children (0–20) of their own, besides the family's Restkosten tariffs. */
const BEIHILFE_CHILD_INSURERS: Readonly<Record<string, readonly TariffLine[]>> = {
  Debeka: ["basic", "comfort", "premium"],
  "HUK-COBURG": ["basic", "comfort"],
  Allianz: ["comfort", "premium"],
  DKV: ["comfort", "premium"],
  "Signal Iduna": ["basic", "comfort"],
  Continentale: ["comfort"],
  Barmenia: ["basic", "premium"],
};
/** Insurers without a Beihilfe Basis tariff. */
const BEIHILFE_WITHOUT_BASIC = ["Gothaer", "Münchener Verein", "LVM", "Inter"];

/** Insurers with a student (Ausbildungs-) tariff. */
const STUDENT_INSURERS = [
  "Allianz",
  "Gothaer",
  "HanseMerkur",
  "DKV",
  "Hallesche",
  "Barmenia",
  "Signal Iduna",
  "Continentale",
  "Ottonova",
];

const pick = <T>(options: readonly T[], index: number): T => options[index % options.length]!;

function basicBenefits(i: number): TariffBenefits {
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: i % 10 < 7 ? 80 : null,
    goaeMaxFactor: i % 3 === 0 ? 3.5 : 2.3,
    heilpraktikerPercent: i % 2 === 0 ? 0 : 80,
    heilpraktikerLimit: i % 2 === 0 ? 0 : 500,
    psychotherapySessions: pick([20, 25, 30], i),
    visionAidEuro: pick([0, 100, 150], i),
    aidsCatalogue: "closed",
    dentalTreatmentPercent: pick([80, 90, 100], i),
    dentalReplacementPercent: pick([50, 60, 65], i),
    orthodonticsPercent: pick([50, 60], i),
    dentalStaffel: [1000, 2000, 3000],
    room: 3,
    chiefPhysician: false,
    hospitalDailyAllowance: 0,
    travelCoverMonths: 1,
    premiumRefundMonths: pick([0, 2, 3], i),
    careSupplementGrade3Amb: 0,
    careSupplementGrade3Stat: 0,
    preventiveCare: false,
  };
}

function comfortBenefits(i: number, primaryDoctor: boolean): TariffBenefits {
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: primaryDoctor ? 80 : null,
    goaeMaxFactor: 3.5,
    heilpraktikerPercent: 80,
    heilpraktikerLimit: pick([1000, 1500, 2000], i),
    psychotherapySessions: pick([30, 50, null], i),
    visionAidEuro: pick([200, 250, 300], i),
    aidsCatalogue: i % 2 === 0 ? "open" : "closed",
    dentalTreatmentPercent: pick([90, 100], i),
    dentalReplacementPercent: pick([75, 80], i),
    orthodonticsPercent: pick([75, 80], i),
    dentalStaffel: i % 3 === 2 ? [] : [1500, 3000, 4500],
    room: 2,
    chiefPhysician: true,
    hospitalDailyAllowance: pick([0, 20], i),
    travelCoverMonths: pick([3, 6], i),
    premiumRefundMonths: pick([3, 4], i),
    careSupplementGrade3Amb: 0,
    careSupplementGrade3Stat: 0,
    preventiveCare: true,
  };
}

function premiumBenefits(i: number, extra: boolean): TariffBenefits {
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: null,
    goaeMaxFactor: 5,
    heilpraktikerPercent: 100,
    heilpraktikerLimit: extra ? null : pick([2000, 3000, null], i),
    psychotherapySessions: null,
    visionAidEuro: extra ? 600 : pick([400, 500], i),
    aidsCatalogue: "open",
    dentalTreatmentPercent: 100,
    dentalReplacementPercent: extra ? 90 : pick([85, 90], i),
    orthodonticsPercent: extra ? 90 : pick([85, 90], i),
    dentalStaffel: i % 2 === 0 ? [] : [2000, 4000, 6000],
    room: 1,
    chiefPhysician: true,
    hospitalDailyAllowance: extra ? 50 : pick([30, 50], i),
    travelCoverMonths: extra ? 24 : pick([12, 24], i),
    premiumRefundMonths: pick([4, 6], i),
    careSupplementGrade3Amb: extra ? 50 : pick([0, 25], i),
    careSupplementGrade3Stat: extra ? 50 : pick([0, 25], i),
    preventiveCare: true,
  };
}

/**
 * Restkosten (Beihilfe) tariffs by level: the room, chief physician and dental replacement of the level the name
 * says (Basis: multi-bed room, dental below 75 %; Komfort: two-bed room with chief physician, dental 75–84 %;
 * Premium: single room with chief physician, dental from 85 %); the rest varies by insurer.
 */
function beihilfeBenefits(i: number, line: TariffLine): TariffBenefits {
  const basic = line === "basic";
  const premium = line === "premium";
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: basic && i % 3 === 0 ? 80 : null,
    goaeMaxFactor: basic ? pick([2.3, 3.5] as const, i) : premium ? 5 : pick([3.5, 5] as const, i),
    heilpraktikerPercent: basic ? 0 : premium ? 100 : 80,
    heilpraktikerLimit: basic ? 0 : premium ? pick([2000, null], i) : 1000,
    psychotherapySessions: basic ? 30 : premium ? null : pick([50, null], i),
    visionAidEuro: basic ? 150 : premium ? pick([400, 500], i) : 250,
    aidsCatalogue: basic ? "closed" : premium ? "open" : pick(["open", "closed"] as const, i),
    dentalTreatmentPercent: basic ? 90 : 100,
    dentalReplacementPercent: basic ? pick([60, 65, 70], i) : premium ? pick([85, 90], i) : pick([75, 80], i),
    orthodonticsPercent: basic ? 60 : premium ? 90 : 80,
    dentalStaffel: basic ? [1000, 2000, 3000] : [],
    room: basic ? 3 : premium ? 1 : 2,
    chiefPhysician: !basic,
    hospitalDailyAllowance: premium ? pick([0, 30], i) : 0,
    travelCoverMonths: basic ? 2 : premium ? 12 : 6,
    premiumRefundMonths: basic ? 2 : 3,
    careSupplementGrade3Amb: premium ? pick([0, 25], i) : 0,
    careSupplementGrade3Stat: premium ? pick([0, 25], i) : 0,
    preventiveCare: !basic,
  };
}

/** Training (student) tariffs: Start (multi-bed room, dental 60 %) and Komfort (two-bed room, chief physician, 75 %). */
function studentBenefits(i: number, line: "basic" | "comfort"): TariffBenefits {
  const comfortable = line === "comfort";
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: comfortable ? null : pick([80, null], i),
    goaeMaxFactor: 3.5,
    heilpraktikerPercent: comfortable ? 80 : 0,
    heilpraktikerLimit: comfortable ? pick([500, 1000], i) : 0,
    psychotherapySessions: comfortable ? pick([30, 50], i) : 20,
    visionAidEuro: comfortable ? 150 : pick([0, 100], i),
    aidsCatalogue: "closed",
    dentalTreatmentPercent: comfortable ? 100 : pick([80, 100], i),
    dentalReplacementPercent: comfortable ? 75 : pick([50, 60], i),
    orthodonticsPercent: comfortable ? 75 : 60,
    dentalStaffel: [1000, 2000],
    room: comfortable ? 2 : 3,
    chiefPhysician: comfortable,
    hospitalDailyAllowance: 0,
    travelCoverMonths: 2,
    premiumRefundMonths: 0,
    careSupplementGrade3Amb: 0,
    careSupplementGrade3Stat: 0,
    preventiveCare: false,
  };
}

function insurerCode(insurer: Insurer): string {
  return insurer.shortName
    .replace(/[^A-Za-zÄÖÜäöü]/g, "")
    .slice(0, 3)
    .toUpperCase();
}

/** Residual cover of the Beihilfe tariffs in %: 5-point steps from 15 to 50 (every level the form offers). */
const BEIHILFE_RESIDUALS = [15, 20, 25, 30, 35, 40, 45, 50] as const;

const LINE_LABEL: Record<TariffLine, string> = { basic: "Basis", comfort: "Komfort", premium: "Premium" };
const ROOM_LABEL = { 1: "Einbettzimmer", 2: "Zweibettzimmer", 3: "Mehrbettzimmer" } as const;

function componentsFor(insurer: Insurer, line: TariffLine, benefits: TariffBenefits, suffix: string) {
  const code = insurerCode(insurer);
  const lineCode = { basic: "B", comfort: "K", premium: "P" }[line];
  const components: TariffComponent[] = [
    {
      code: `${code}-A${lineCode}${suffix}`,
      name: `Ambulant ${LINE_LABEL[line]}`,
      description: `Ambulante Behandlung ${benefits.ambulantPercent} %${
        benefits.primaryDoctorPercent === null ? "" : `, ohne Überweisung ${benefits.primaryDoctorPercent} %`
      }`,
    },
    {
      code: `${code}-S${lineCode}${suffix}`,
      name: `Stationär ${LINE_LABEL[line]}`,
      description: `${ROOM_LABEL[benefits.room]}${benefits.chiefPhysician ? ", Chefarztbehandlung" : ""}`,
    },
    benefits.dentalReplacementPercent >= 90
      ? { code: "EGO2", name: "Zahn Exklusiv", description: "Höchste Zahnstufe: Zahnersatz 90 %" }
      : {
          code: `${code}-Z${lineCode}${suffix}`,
          name: `Zahn ${LINE_LABEL[line]}`,
          description: `Zahnbehandlung ${benefits.dentalTreatmentPercent} %, Zahnersatz ${benefits.dentalReplacementPercent} %`,
        },
  ];
  return components;
}

function build(): TariffDefinition[] {
  const tariffs: TariffDefinition[] = [];
  INSURERS.forEach((insurer, i) => {
    const names = NAMES[insurer.name];
    if (!names) throw new Error(`No tariff names for ${insurer.name}`);
    let counter = 0;
    const add = (
      name: string,
      kind: TariffDefinition["kind"],
      line: TariffLine,
      benefits: TariffBenefits,
      deductibleOptions: readonly number[],
      options: Partial<
        Pick<TariffDefinition, "residualPercents" | "childrenAllowed" | "audience" | "introduced">
      > = {},
    ) => {
      counter += 1;
      tariffs.push({
        prodId: insurer.id * 100 + counter,
        companyId: insurer.id,
        name,
        kind,
        line,
        components: componentsFor(insurer, line, benefits, String(counter)),
        benefits,
        deductibleOptions,
        residualPercents: options.residualPercents ?? [100],
        childrenAllowed: options.childrenAllowed ?? true,
        audience: options.audience ?? "everyone",
        introduced: options.introduced ?? `${2013 + (i % 11)}-01-01`,
        basis: tariffBasis(insurer.name, name, kind),
      });
    };
    add(
      names.basic,
      "full",
      "basic",
      basicBenefits(i),
      i % 3 === 1 ? [600, 1200, 2400] : [300, 600, 1200, 2400],
    );
    add(names.comfort, "full", "comfort", comfortBenefits(i, false), [0, 300, 600, 1200]);
    add(names.comfortPrimary, "full", "comfort", { ...comfortBenefits(i + 1, true) }, [0, 300, 600, 1200]);
    add(
      names.premium,
      "full",
      "premium",
      premiumBenefits(i, false),
      i % 2 === 0 ? [0, 300, 600] : [0, 600, 1200],
    );
    if (names.extra) {
      const hidden = names.extra.includes("KUT");
      add(
        names.extra,
        "full",
        hidden ? "comfort" : "premium",
        hidden ? comfortBenefits(i + 2, false) : premiumBenefits(i, true),
        hidden ? [0, 300, 600] : [0, 300, 600],
      );
    }
    if (BEIHILFE_INSURERS.includes(insurer.name)) {
      // Deductible steps of the residual tariff (on the insured share): not every Beihilfe tariff offers them.
      const steps = [[0], [0, 300], [0, 300, 600]][i % 3]!;
      for (const line of ["basic", "comfort", "premium"] as const) {
        if (line === "basic" && BEIHILFE_WITHOUT_BASIC.includes(insurer.name)) continue;
        add(`Beihilfe ${LINE_LABEL[line]}`, "beihilfe", line, beihilfeBenefits(i, line), steps, {
          residualPercents: BEIHILFE_RESIDUALS,
        });
      }
      for (const line of BEIHILFE_CHILD_INSURERS[insurer.name] ?? []) {
        add(`Beihilfe Kind ${LINE_LABEL[line]}`, "beihilfe", line, beihilfeBenefits(i + 1, line), steps, {
          residualPercents: BEIHILFE_RESIDUALS,
          audience: "children",
        });
      }
    }
    if (STUDENT_INSURERS.includes(insurer.name)) {
      for (const line of ["basic", "comfort"] as const) {
        const name = `Ausbildung ${line === "basic" ? "Start" : "Komfort"}`;
        add(name, "student", line, studentBenefits(i, line), [0, 300], { childrenAllowed: false });
      }
    }
  });
  // Every line has tariffs calculated for young, middle and late entrants (docs/product/rating-engine.md#segment-model).
  const lines = new Map<string, TariffDefinition[]>();
  for (const tariff of tariffs) {
    const key = `${tariff.kind}|${tariff.line}|${tariff.audience}`;
    lines.set(key, [...(lines.get(key) ?? []), tariff]);
  }
  for (const line of lines.values()) {
    for (const [tariff, targetAge] of spreadTargetAges(line)) tariff.basis = { ...tariff.basis, targetAge };
  }
  return tariffs;
}

export const TARIFFS: readonly TariffDefinition[] = build();
