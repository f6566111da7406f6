import type { TariffBenefits, TariffLine } from "./types";

/**
 * The benefits of each tariff line (basic, comfort, premium, Beihilfe, student): fixed where the line says so,
 * varied deterministically by the insurer's index `i` within the ranges the market shows for the line.
 */

const pick = <T>(options: readonly T[], index: number): T => options[index % options.length]!;

export function basicBenefits(i: number): TariffBenefits {
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

export function comfortBenefits(i: number, primaryDoctor: boolean): TariffBenefits {
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

export function premiumBenefits(i: number, extra: boolean): TariffBenefits {
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
export function beihilfeBenefits(i: number, line: TariffLine): TariffBenefits {
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
export function studentBenefits(i: number, line: "basic" | "comfort"): TariffBenefits {
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
