import type { Offer } from "../../../domain/offers/offer";

/**
 * What an offer may carry beyond the results page's compact offer (docs/product/comparison.md#family-and-health):
 * the health pre-check's estimate and the parts of the price. Sent beside the packed offers, by offer id, and only
 * for offers that have any, so a comparison without them is sent and shown exactly as before.
 */
export type OfferExtras = Pick<
  Offer,
  "riskAssessment" | "priceWithoutSurcharge" | "sickPayPrice" | "premiumReliefPrice"
>;

function extrasOf(offer: OfferExtras): OfferExtras | undefined {
  const extras: OfferExtras = {};
  if (offer.riskAssessment) extras.riskAssessment = offer.riskAssessment;
  if (offer.priceWithoutSurcharge !== undefined) extras.priceWithoutSurcharge = offer.priceWithoutSurcharge;
  if (offer.sickPayPrice !== undefined) extras.sickPayPrice = offer.sickPayPrice;
  if (offer.premiumReliefPrice !== undefined) extras.premiumReliefPrice = offer.premiumReliefPrice;
  return Object.keys(extras).length > 0 ? extras : undefined;
}

/** The extras of every offer that has any, by offer id. */
export function offerExtrasById(offers: ReadonlyArray<Offer>): Record<string, OfferExtras> {
  const byId: Record<string, OfferExtras> = {};
  for (const offer of offers) {
    const extras = extrasOf(offer);
    if (extras) byId[offer.id] = extras;
  }
  return byId;
}

/** Whether a risk surcharge is included in the monthly price (then 'ohne Risikozuschlag: X €' is shown). */
export function surchargeIncluded(
  extras: OfferExtras | undefined,
  monthlyPrice: number,
): extras is OfferExtras & { priceWithoutSurcharge: number } {
  return (
    extras?.priceWithoutSurcharge !== undefined &&
    extras.riskAssessment !== undefined &&
    extras.riskAssessment.status !== "decline" &&
    extras.riskAssessment.surchargePercent > 0 &&
    extras.priceWithoutSurcharge < monthlyPrice
  );
}
