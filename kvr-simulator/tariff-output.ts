import type { YearlyConstants } from "../domain/constants/yearly-constants";
import {
  cents,
  type GkvContribution,
  gkvContribution,
  type SavingsGroup,
  type SavingsPerson,
  yearlySavings,
} from "../domain/offers/gkv-contribution";
import { savingsPersonOf } from "../domain/offers/savings";
import { formatEuro, formatNumber } from "../lib/format/number-format";
import type { TariffDefinition } from "./catalogue/types";
import { isChild } from "./legal-rules";
import { PREMIUM_RELIEF_FROM_AGE } from "./premium-relief";
import { MODEL_PRICE_NOTICE } from "./protocol";
import type { CalcRequest } from "./read-calc-input";
import { beihilfeRatesOf, personOf, type TariffResult } from "./select-tariffs";

/**
 * What the simulator answers for one tariff and deductible step, as values: the one source of both of its
 * outputs, the Calculate response XML (write-calc-response.ts) and the tariff records of the in-process path
 * (tariff-records.ts). Amounts are given as the response writes them (two decimals), so both outputs read the same.
 */

export const n2 = (value: number) => value.toFixed(2);

/** FNV-1a hash (hex) for the group-definition hash. */
function fnv1a(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export const KIND_LABEL = {
  full: "PKV Vollversicherung",
  beihilfe: "Beihilfetarif",
  student: "Ausbildungstarif",
} as const;
export const TARIF_SYSTEM = { full: 1, beihilfe: 2, student: 3 } as const;

export const GROUP_ICON: Record<string, string> = {
  "Ambulante Leistungen": "stethoscope",
  "Stationäre Leistungen": "hospital",
  Zahnleistungen: "tooth",
  Pflegeleistungen: "heart-handshake",
  "Sonstige Leistungen": "plane",
};

/** One ExtendedOutput entry (key, value, description, category). */
export interface OutputEntry {
  key: string;
  value: string;
  description: string;
  category: string;
}

const entry = (key: string, value: string, description: string, category: string): OutputEntry => ({
  key,
  value,
  description,
  category,
});

/** The tariff's benefit facts for ExtendedOutput (the same for every applicant). */
export function benefitEntries(tariff: TariffDefinition): OutputEntry[] {
  const b = tariff.benefits;
  return [
    entry("SBOptionen", tariff.deductibleOptions.join("/"), "Selbstbehaltstufen (€ pro Jahr)", "Leistung"),
    entry(
      "Zahnstaffel",
      b.dentalStaffel.length === 0 ? "keine" : b.dentalStaffel.join("/"),
      "Begrenzung der Zahnleistungen in den ersten Jahren (€)",
      "Leistung",
    ),
    entry(
      "GOAE",
      String(b.goaeMaxFactor).replace(".", ","),
      "Maximaler GOÄ-Faktor (5 = über Höchstsatz)",
      "Leistung",
    ),
  ];
}

/** A GroupDefinition product: the tariff's components and the premiums added to it. */
export interface OutputProduct {
  id: number;
  name: string;
  value: number;
  description: string;
}

/** The products of one step, its GroupNick and GroupDefinitionHash. */
export function productsOf(
  result: TariffResult,
  request: CalcRequest,
): { products: OutputProduct[]; groupNick: string; groupDefinitionHash: string } {
  const { tariff, insurer, quote: q } = result;
  const products: OutputProduct[] = tariff.components.map((component, index) => ({
    id: tariff.prodId * 10 + index,
    name: component.code,
    value: index === 0 ? q.health : 0,
    description: `${component.name}: ${component.description}`,
  }));
  if (q.surcharge > 0) {
    products.push({
      id: 9149,
      name: "GZ",
      value: q.surcharge,
      description: "Gesetzlicher Beitragszuschlag § 149 VAG (10 %)",
    });
  }
  if (q.riskSurcharge > 0 && result.risk) {
    products.push({
      id: insurer.id * 100 + 93,
      name: "RZ",
      value: q.riskSurcharge,
      description: `Risikozuschlag ${result.risk.surchargePercent} % auf den Krankheitskostenbeitrag`,
    });
  }
  if (q.sickPay > 0 && request.sickPay) {
    products.push({
      id: insurer.id * 100 + 90,
      name: `KT${request.sickPay.startDay}`,
      value: q.sickPay,
      description: `Krankentagegeld ${request.sickPay.dailyAmount} € ab dem ${request.sickPay.startDay}. Tag`,
    });
  }
  if (q.premiumRelief > 0) {
    products.push({
      id: insurer.id * 100 + 92,
      name: "BE",
      value: q.premiumRelief,
      description: `Beitragsentlastung: ${premiumReliefText(request)}`,
    });
  }
  if (q.care > 0 || q.careFree) {
    const beihilfe = q.residualPercent < 100;
    products.push({
      id: insurer.id * 100 + 91,
      name: beihilfe ? "PVB" : "PVN",
      value: q.care,
      description: `${
        beihilfe
          ? "Private Pflegepflichtversicherung für Beihilfeberechtigte"
          : "Private Pflegepflichtversicherung"
      }${q.careFree ? " (beitragsfrei mitversichert)" : ""}`,
    });
  }
  const groupNick = products.map((product) => product.name).join("+");
  return {
    products,
    groupNick,
    groupDefinitionHash: fnv1a(`${groupNick}|${q.deductible}|${q.residualPercent}`),
  };
}

/** The relief as people read it: '300 € monatlich ab 67'. */
const premiumReliefText = (request: CalcRequest) =>
  `${formatNumber(request.premiumRelief)} € monatlich ab ${PREMIUM_RELIEF_FROM_AGE}`;

/** The risk assessment's fields of a Tarif (only when the person answered the health questions). */
export function riskFields(result: TariffResult) {
  return result.risk
    ? { Risikoeinstufung: result.risk.status, RisikozuschlagProzent: String(result.risk.surchargePercent) }
    : undefined;
}

/** ExtendedOutput entries that depend on the deductible step (the calculation's figures). */
export function stepEntries(result: TariffResult, request: CalcRequest): OutputEntry[] {
  const q = result.quote;
  const entries = [
    entry("Eintrittsalter", String(q.entryAge), "Eintrittsalter nach Kalenderjahresmethode", "Berechnung"),
    entry(
      "Alterungsrueckstellung",
      q.withAgeingReserve ? "ja" : "nein",
      q.withAgeingReserve
        ? "Kalkulation mit Alterungsrückstellung"
        : "Kalkulation ohne Alterungsrückstellung",
      "Berechnung",
    ),
    entry("Beitragszuschlag149VAG", n2(q.surcharge), "Gesetzlicher Beitragszuschlag von 10 %", "Berechnung"),
    entry(
      "Krankentagegeld",
      n2(q.sickPay),
      request.sickPay && q.sickPay > 0
        ? `${request.sickPay.dailyAmount} € ab Tag ${request.sickPay.startDay}`
        : "nicht versichert",
      "Berechnung",
    ),
    entry(
      "Pflegepflicht",
      n2(q.care),
      q.careFree
        ? "Beitragsfrei über den privat versicherten Elternteil mitversichert (§ 110 Abs. 1 Nr. 2 Buchst. f SGB XI)"
        : `Höchstbeitrag ${formatEuro(q.careCap)}`,
      "Berechnung",
    ),
    entry(
      "Erstattungssatz",
      `${q.residualPercent} %`,
      q.residualPercent < 100 ? "Restkostenversicherung neben der Beihilfe" : "Vollkostenversicherung",
      "Berechnung",
    ),
  ];
  if (q.stationaryResidualPercent !== q.residualPercent) {
    entries.push(
      entry(
        "ErstattungssatzStationaer",
        `${q.stationaryResidualPercent} %`,
        "Restkosten bei stationärer Behandlung (höherer Beihilfesatz des Dienstherrn)",
        "Berechnung",
      ),
    );
  }
  if (q.premiumRelief > 0) {
    entries.push(entry("Beitragsentlastung", n2(q.premiumRelief), premiumReliefText(request), "Berechnung"));
  }
  // The findings of the health answers, with what each leads to (written with every step: they are the person's).
  result.risk?.findings.forEach((finding, index) => {
    entries.push(entry(`Risiko_${index + 1}`, finding.reason, finding.effect, "Risikopruefung"));
  });
  return entries;
}

/**
 * ExtendedOutput entries that are the same for every deductible step of a tariff: price basis, the Beihilfe rule,
 * the benefit facts and the wishes (the response writes them with the tariff's first element only).
 */
export function sharedEntries(
  result: TariffResult,
  beihilfe: readonly OutputEntry[],
  benefits: readonly OutputEntry[],
): OutputEntry[] {
  const filters = result.filterResults;
  const fulfilled = filters.filter((filter) => filter.fulfilled).length;
  return [
    entry("Preisbasis", "Modellbeitrag", MODEL_PRICE_NOTICE, "Hinweis"),
    ...beihilfe,
    ...benefits,
    ...filters.map((filter) =>
      entry(
        `Wunsch_${filter.type}`,
        filter.fulfilled ? "erfüllt" : "nicht erfüllt",
        `${filter.description} (${filter.value})`,
        "Wunschkriterien",
      ),
    ),
    ...(filters.length > 0
      ? [
          entry(
            "Wunschkriterien",
            `${fulfilled} von ${filters.length}`,
            "Erfüllte Wunschkriterien",
            "Wunschkriterien",
          ),
        ]
      : []),
  ];
}

/** The premiums added to the tariff's own (name and amount as written). */
export function contributionsOf(result: TariffResult): Array<{ name: string; amount: string }> {
  const q = result.quote;
  return [
    ...(q.surcharge > 0 ? [{ name: "Beitragszuschlag § 149 VAG", amount: n2(q.surcharge) }] : []),
    ...(q.riskSurcharge > 0 ? [{ name: "Risikozuschlag", amount: n2(q.riskSurcharge) }] : []),
    ...(q.sickPay > 0 ? [{ name: "Krankentagegeld", amount: n2(q.sickPay) }] : []),
    ...(q.premiumRelief > 0 ? [{ name: "Beitragsentlastung", amount: n2(q.premiumRelief) }] : []),
    ...(q.care > 0 ? [{ name: "Pflegepflichtversicherung", amount: n2(q.care) }] : []),
  ];
}

/**
 * The person the savings are computed for, from the CalcInput: the same facts the portal reads from the long
 * form (domain/offers/savings.ts `savingsPersonFor`), so MErsparnis/JErsparnis equal the page's savings.
 */
function savingsPersonOfRequest(request: CalcRequest): SavingsPerson {
  return savingsPersonOf(
    {
      group: savingsGroupOfRequest(request),
      birthDate: request.birthDate,
      beihilfe: request.beihilfe !== null,
      dienstherr: request.beihilfe?.dienstherr,
    },
    request.start,
  );
}

/** Children (insured as 'Kind', a civil servant's child) are family-insured in the GKV: no savings. */
function savingsGroupOfRequest(request: CalcRequest): SavingsGroup {
  if (isChild(personOf(request))) return "child";
  switch (request.status) {
    case "Arbeitnehmer":
      return "employee";
    case "Selbstaendiger":
    case "Freiberufler":
      return "self-employed";
    case "Beamter":
      return "civil-servant";
    case "Student":
      return "student";
    default:
      return "child";
  }
}

/**
 * What the applicant would pay in the GKV in the year of `constants` (domain/offers/gkv-contribution.ts): the
 * basis of MErsparnis/JErsparnis; undefined for children (no savings).
 */
export function gkvContributionFor(
  request: CalcRequest,
  constants: YearlyConstants,
): GkvContribution | undefined {
  return gkvContribution(savingsPersonOfRequest(request), constants);
}

/** ExtendedOutput entries naming the Beihilfe rule applied (Dienstherr, rates, withheld contribution). */
export function beihilfeEntries(request: CalcRequest): OutputEntry[] {
  const rates = beihilfeRatesOf(request);
  if (!rates || !request.beihilfe) return [];
  const contribution = rates.rule.wahlleistungMonthlyContribution;
  const eigenbehalt = rates.rule.wahlleistungEigenbehaltPerDay;
  return [
    entry(
      "Beihilfe",
      `${rates.rule.label}: ${rates.ambulant} % ambulant/Zahn, ${rates.stationaer} % stationär`,
      rates.rule.source,
      "Beihilfe",
    ),
    ...(contribution > 0
      ? [
          entry(
            "BeihilfeWahlleistungsbeitrag",
            n2(contribution),
            "Monatlicher Betrag für beihilfefähige Wahlleistungen, von den Bezügen einbehalten (nicht im Beitrag)",
            "Beihilfe",
          ),
        ]
      : []),
    ...(eigenbehalt.chiefPhysician + eigenbehalt.twoBedRoom > 0
      ? [
          entry(
            "BeihilfeEigenbehalt",
            `${n2(eigenbehalt.chiefPhysician)} / ${n2(eigenbehalt.twoBedRoom)}`,
            "Eigenbehalt der Beihilfe je Krankenhaustag (Chefarzt / Zweibettzimmer), im Restkostentarif mitversichert",
            "Beihilfe",
          ),
        ]
      : []),
  ];
}

/**
 * The step's premium figures as written (two decimals), in the order of the response. JErsparnis is the domain's
 * yearly saving (GKV contribution − 12 × ANAnteil as written) with cents, 0 when there is none; the portal shows
 * Math.round of the same value. MErsparnis is a twelfth of it, to the cent.
 */
export function premiumFigures(result: TariffResult, gkv: GkvContribution | undefined) {
  const q = result.quote;
  const yearlySaving = gkv ? Math.max(0, yearlySavings(gkv, Number(n2(q.employee.total)))) : 0;
  return {
    Beitrag: n2(q.total),
    Beitrag10: n2(q.surcharge),
    BeitragOhneRZ: n2(q.total - q.riskSurcharge),
    BeitragNoPPV: n2(q.kvTotal),
    Risikozuschlag: n2(q.riskSurcharge),
    ANAnteil: n2(q.employee.total),
    AGAnteil: n2(q.employer.total),
    ANAnteilKV: n2(q.employee.kv),
    ANAnteilPPV: n2(q.employee.ppv),
    AGAnteilKV: n2(q.employer.kv),
    AGAnteilPPV: n2(q.employer.ppv),
    ZwANAnteil: n2(q.employee.total * 12),
    ZwAGAnteil: n2(q.employer.total * 12),
    KVRatio: (result.points.total / q.total).toFixed(4),
    MErsparnis: n2(cents(yearlySaving / 12)),
    JErsparnis: n2(yearlySaving),
  };
}
