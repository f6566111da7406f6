import { tariffBasis } from "./calculation-bases";
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

/** Insurers with a student (Ausbildungs-) tariff. */
const STUDENT_INSURERS = [
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

function beihilfeBenefits(i: number): TariffBenefits {
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: null,
    goaeMaxFactor: i % 2 === 0 ? 3.5 : 5,
    heilpraktikerPercent: 80,
    heilpraktikerLimit: 1000,
    psychotherapySessions: null,
    visionAidEuro: 250,
    aidsCatalogue: "open",
    dentalTreatmentPercent: 100,
    dentalReplacementPercent: pick([85, 90, 80], i),
    orthodonticsPercent: 80,
    dentalStaffel: [],
    room: i % 3 === 0 ? 1 : 2,
    chiefPhysician: true,
    hospitalDailyAllowance: 0,
    travelCoverMonths: 6,
    premiumRefundMonths: 3,
    careSupplementGrade3Amb: 0,
    careSupplementGrade3Stat: 0,
    preventiveCare: true,
  };
}

function studentBenefits(i: number): TariffBenefits {
  const comfortable = i % 2 === 1;
  return {
    ambulantPercent: 100,
    primaryDoctorPercent: comfortable ? null : 80,
    goaeMaxFactor: 3.5,
    heilpraktikerPercent: comfortable ? 80 : 0,
    heilpraktikerLimit: comfortable ? 500 : 0,
    psychotherapySessions: comfortable ? 30 : 20,
    visionAidEuro: comfortable ? 150 : 100,
    aidsCatalogue: "closed",
    dentalTreatmentPercent: 100,
    dentalReplacementPercent: comfortable ? 75 : 60,
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
      options: Partial<Pick<TariffDefinition, "residualPercents" | "childrenAllowed" | "introduced">> = {},
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
      add(`Beihilfe ${LINE_LABEL.comfort}`, "beihilfe", "comfort", beihilfeBenefits(i), [0], {
        residualPercents: [15, 20, 25, 30, 35, 40, 45, 50],
      });
    }
    if (STUDENT_INSURERS.includes(insurer.name)) {
      const benefits = studentBenefits(i);
      add("Ausbildung", "student", benefits.chiefPhysician ? "comfort" : "basic", benefits, [0, 300], {
        childrenAllowed: false,
      });
    }
  });
  return tariffs;
}

export const TARIFFS: readonly TariffDefinition[] = build();
