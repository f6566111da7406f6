/**
 * What a person needs to choose among the top three (docs/product/results.md#choosing-facts), per tariff and only
 * from what the engine's answer carries: the benefit items it rates (GOÄ rate, Primärarzt rule,
 * Beitragsrückerstattung) and the price parts. What no answer carries — waiting periods, the GOZ rate — stays
 * undefined, and the page says 'keine Angabe': nothing is invented.
 */
import type { BenefitDetail, Offer } from "./offer";

export interface TariffFacts {
  /** Waiting periods (general and special, waived or not): no engine answer carries them. */
  waitingPeriods: string | undefined;
  /** The doctors' fee rate (GOÄ) paid up to, e.g. 'bis zum 3,5-fachen Satz', 'über den Höchstsatz hinaus'. */
  doctorFeeRate: string | undefined;
  /** The dentists' fee rate (GOZ) paid up to: no engine answer carries it. */
  dentalFeeRate: string | undefined;
  /** Beitragsrückerstattung, e.g. '3 Monatsbeiträge' or 'keine'. */
  premiumRefund: string | undefined;
  /** Whether the tariff has a Primärarzt (Hausarzt) rule, with the engine's words when it has one. */
  primaryDoctor: { rule: boolean; detail: string | undefined } | undefined;
  /** The sick pay's part of the monthly price, when sick pay was priced and the engine named it. */
  sickPayPrice: number | undefined;
}

type FactsOffer = Pick<Offer, "name" | "benefitDetails" | "sickPayPrice">;

const find = (items: readonly BenefitDetail[], test: (text: string) => boolean) =>
  items.find((item) => test(item.text.trim()));

function doctorFeeRate(items: readonly BenefitDetail[]): string | undefined {
  const item = find(items, (text) => /^GOÄ(\s|$)/.test(text));
  const rate = item?.text.trim().replace(/^GOÄ\s*/, "");
  return rate === undefined || rate === "" ? undefined : rate;
}

function premiumRefund(items: readonly BenefitDetail[]): string | undefined {
  const item = find(items, (text) => /Beitragsrückerstattung/i.test(text));
  if (!item) return undefined;
  const text = item.text.trim();
  if (/^keine\b/i.test(text)) return "keine";
  const rest = text.replace(/^Beitragsrückerstattung\s*/i, "");
  return rest === "" ? undefined : rest;
}

function primaryDoctor(offer: FactsOffer, items: readonly BenefitDetail[]): TariffFacts["primaryDoctor"] {
  const rule = find(
    items,
    (text) => /Primärarzt|Hausarztprinzip/i.test(text) && !/ohne Primärarzt/i.test(text),
  );
  if (rule) return { rule: true, detail: rule.description };
  if (/\b(Hausarzt|Primär(arzt)?)\b/i.test(offer.name)) return { rule: true, detail: undefined };
  const free = find(items, (text) => /Freie Arztwahl/i.test(text));
  return free ? { rule: false, detail: undefined } : undefined;
}

export function tariffFacts(offer: FactsOffer): TariffFacts {
  const items = offer.benefitDetails ?? [];
  return {
    waitingPeriods: undefined,
    doctorFeeRate: doctorFeeRate(items),
    dentalFeeRate: undefined,
    premiumRefund: premiumRefund(items),
    primaryDoctor: primaryDoctor(offer, items),
    sickPayPrice: offer.sickPayPrice,
  };
}
