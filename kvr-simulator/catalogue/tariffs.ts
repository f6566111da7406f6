import { spreadTargetAges, tariffBasis } from "./calculation-bases";
import { INSURERS } from "./insurers";
import {
  basicBenefits,
  beihilfeBenefits,
  comfortBenefits,
  premiumBenefits,
  studentBenefits,
} from "./line-benefits";
import {
  BEIHILFE_CHILD_INSURERS,
  BEIHILFE_INSURERS,
  BEIHILFE_WITHOUT_BASIC,
  NAMES,
  STUDENT_INSURERS,
} from "./tariff-families";
import type { Insurer, TariffBenefits, TariffComponent, TariffDefinition, TariffLine } from "./types";

/**
 * Model tariff catalogue: about 100 full-cover tariffs (basic / comfort / comfort with primary-doctor rule /
 * premium lines per insurer, a few extra lines), Beihilfe tariffs (residual cover 20/30/50 %) and student
 * tariffs. Names are model names in the style of the market, not the insurers' products; benefits vary
 * deterministically by insurer within the ranges the market shows for each line (line-benefits.ts); which insurer
 * offers which lines under which names is in tariff-families.ts.
 */

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
