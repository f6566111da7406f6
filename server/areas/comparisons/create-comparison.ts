import { randomBytes } from "node:crypto";
import {
  type ComparisonRequest,
  createComparisonRequestSchema,
} from "../../../domain/comparison/comparison-request";
import { preferredDeductible } from "../../../domain/comparison/deductible";
import type { LongFormData } from "../../../domain/comparison/long-form";
import { AGE_NOTICE } from "../../../domain/comparison/short-form-basics";
import { figuresLabel } from "../../../domain/constants/figures-notice";
import { YEARLY_CONSTANTS } from "../../../domain/constants/yearly-constants";
import { AppError } from "../../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../../domain/errors/field-errors";
import type { Offer } from "../../../domain/offers/offer";
import type { PriceBasis } from "../../../domain/offers/tariff-record";
import { isDeclined } from "../../../domain/ranking/sort-orders";
import type { FirstInformationShown } from "../../../domain/settings/first-information";
import { berlinDate, firstOfNextMonth } from "../../../lib/dates/berlin-date";
import { browserKeyHash } from "../../adapters/auth/browser-key";
import { assertEligible } from "./check-eligibility";
import { engineFailureCode } from "./engine-failure";
import { choicesOf, priceNoticeFor, storedAssumptions } from "./get-comparison";
import type { ComparisonRow } from "./result-batcher";
import { type EncodedResult, encodeResult } from "./result-codec";
import {
  createRankingPacker,
  type StoredFigures,
  type StoredRanking,
  shippedFigures,
} from "./result-packing";
import type { SharedResults } from "./shared-results";
import type {
  ComparisonDeps,
  Comparisons,
  CreatedComparison,
  PersonChoices,
  StoredComparison,
  StoredHousehold,
} from "./types";

/** Who a new comparison belongs to: the signed-in account, and the browser that made it (its key's hash). */
interface ComparisonOwner {
  userId: string | null;
  creatorKeyHash: string | null;
  /** What the maker was shown before (docs/product/broker-duties.md#first-information); stored on every member. */
  firstInformation: FirstInformationShown | null;
}

/**
 * A new comparison (docs/architecture.md#how-a-comparison-flows): validate with the long-form schema, calculate,
 * store the shared result once and the comparison row. Throws `validation-failed` (messages per field; at 60 or
 * more the detail is the age dialog's text, docs/product/comparison.md#age-limit) or the engine's error code with
 * the engine's text (docs/product/errors.md#comparison-and-engine), or `not-eligible` (422) for a person who may
 * not take a private full cover at the start (docs/product/comparison.md#eligibility).
 */
export function createCreateComparison(
  deps: ComparisonDeps,
  parts: { results: SharedResults; insertRow: (row: ComparisonRow) => Promise<void> },
): Comparisons["create"] {
  // The request schema depends on the day only (age rules); built once per day, not per comparison.
  let schema: { today: string; schema: ReturnType<typeof createComparisonRequestSchema> } | undefined;
  const schemaFor = (today: string) => {
    if (schema?.today !== today) schema = { today, schema: createComparisonRequestSchema({ today }) };
    return schema.schema;
  };
  const packRankedOnce = createRankingPacker();

  /**
   * A household, or one person with health answers, sick pay or premium relief
   * (docs/product/comparison.md#family-and-health): one engine call, one stored comparison per person (each
   * with its own offers, as a single comparison), every row carrying the household and the family's combinations.
   */
  const createHousehold = async (
    request: ComparisonRequest,
    owner: ComparisonOwner,
  ): Promise<CreatedComparison> => {
    const result = await deps.calculator.calculateHousehold(request);
    if (!result.success) {
      throw new AppError(engineFailureCode(result.error), {
        detail: result.error ?? "Bei der Tarifberechnung ist ein Fehler aufgetreten.",
      });
    }
    const createdAt = deps.now();
    const figures: StoredFigures = {
      label: figuresLabel(result.figures),
      constants: result.figures.constants,
    };
    const ids = result.members.map(() => randomBytes(12).toString("base64url"));
    const household: StoredHousehold | undefined =
      result.members.length > 1
        ? {
            members: result.members.map((member, index) => ({
              role: member.person.role,
              comparisonId: ids[index]!,
              birthDate: member.person.form.birthDate,
              // What the family overview states for this person (docs/product/comparison.md#assumptions).
              sickPay:
                storedAssumptions({
                  form: member.person.form,
                  choices: choicesOf(member.person).choices,
                  preferredDeductible: member.preferredDeductible,
                  insuranceStart: result.insuranceStart,
                  constants: result.figures.constants,
                }).sickPay ?? null,
            })),
            combinations: result.combinations.map((combination) => ({
              provider: combination.provider,
              totalMonthly: combination.totalMonthly,
              matchesRequest: combination.matchesRequest,
              declined: combination.declined,
              members: combination.members.map((pick) => ({
                role: pick.role,
                comparisonId: ids[pick.member]!,
                offerId: pick.offer.id,
                tariffKey: pick.offer.tariffKey,
                name: pick.offer.name,
                monthlyPrice: pick.offer.monthlyPrice,
                declined: isDeclined(pick.offer),
              })),
            })),
          }
        : undefined;
    // The members' rows are written together (the row batcher inserts them with one statement).
    const stored: StoredComparison[] = await Promise.all(
      result.members.map((member, index) =>
        storeComparison(ids[index]!, {
          form: member.person.form,
          // The person's role and choices (the request person carries them beside its form).
          ...choicesOf(member.person),
          variants: member.variants,
          encoded: member.encoded,
          resultHash: member.resultHash,
          ranked: member.offers.all,
          preferredDeductible: member.preferredDeductible,
          priceBasis: result.priceBasis,
          insuranceStart: result.insuranceStart,
          figures,
          household,
          createdAt,
          owner,
        }),
      ),
    );
    const first = stored[0]!;
    return { comparison: first, offersJson: () => JSON.stringify(first.offers), members: stored };
  };

  /**
   * Stores one person's comparison: the shared result once (by its hash), the row with the input (the choices,
   * health answers included, live only here and go with its purge) and the ranked positions.
   */
  const storeComparison = async (
    id: string,
    part: {
      form: LongFormData;
      choices?: PersonChoices;
      variants: Offer[];
      /** The stored form hashed for resultHash (encoded once per new engine result). */
      encoded: EncodedResult | undefined;
      resultHash: string;
      ranked: Offer[];
      preferredDeductible: number;
      priceBasis: PriceBasis | undefined;
      insuranceStart: string;
      figures: StoredFigures;
      household?: StoredHousehold;
      createdAt: Date;
      owner: ComparisonOwner;
    },
  ): Promise<StoredComparison> => {
    const { createdAt, household, choices } = part;
    await parts.results.store(part.resultHash, part.variants, createdAt, part.encoded);
    const ranking: StoredRanking = {
      format: 2,
      ...packRankedOnce(part.variants, part.ranked),
      preferredDeductible: part.preferredDeductible,
      priceBasis: part.priceBasis,
      insuranceStart: part.insuranceStart,
      figures: part.figures,
      ...(household ? { household } : {}),
    };
    await parts.insertRow({
      id,
      userId: part.owner.userId,
      creatorKeyHash: part.owner.creatorKeyHash,
      firstInformation: part.owner.firstInformation,
      input: choices ? { ...part.form, ...choices } : part.form,
      offers: ranking,
      resultHash: part.resultHash,
      offerCount: part.ranked.length,
      engine: deps.engine,
      createdAt,
      updatedAt: createdAt,
    });
    return {
      id,
      input: part.form,
      offers: part.ranked,
      variants: part.variants,
      preferredDeductible: part.preferredDeductible,
      assumptions: storedAssumptions({
        form: part.form,
        choices,
        preferredDeductible: part.preferredDeductible,
        insuranceStart: part.insuranceStart,
        constants: part.figures.constants,
      }),
      count: part.ranked.length,
      engine: deps.engine,
      priceBasis: part.priceBasis,
      priceNotice: priceNoticeFor(part.priceBasis),
      insuranceStart: part.insuranceStart,
      figures: part.figures.label,
      constants: part.figures.constants,
      createdAt: createdAt.toISOString(),
      ownerId: part.owner.userId,
      creatorKeyHash: part.owner.creatorKeyHash,
      firstInformation: part.owner.firstInformation,
      ...(choices ? { choices } : {}),
      ...(household ? { household } : {}),
    };
  };

  return async (input, options = {}) => {
    const parsed = schemaFor(berlinDate(deps.now())).safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
      // A body that is no object at all (an array, a string, null) has only the `form` error: it is the detail.
      const ageRefused = Object.entries(fieldErrors).some(
        ([field, messages]) => /(^|\.)birthDate$/.test(field) && messages.includes(AGE_NOTICE.text),
      );
      const detail = ageRefused ? AGE_NOTICE.text : (fieldErrors.form?.[0] ?? fieldErrors.persons?.[0]);
      throw new AppError("validation-failed", { fieldErrors, ...(detail ? { detail } : {}) });
    }
    const table = (await deps.yearlyFigures?.refresh()) ?? YEARLY_CONSTANTS;
    const request = parsed.data;
    // Advice before prices: nobody who may not take a full cover gets a tariff list.
    assertEligible(request, table);
    const owner: ComparisonOwner = {
      userId: options.userId ?? null,
      creatorKeyHash: browserKeyHash(options.browserKey) ?? null,
      firstInformation: options.firstInformation ?? null,
    };
    if (!isPlainSingle(request)) return createHousehold(request, owner);
    const form = request.form;
    const result = await deps.calculator.calculateOffers(form);
    if (!result.success) {
      // `detail` keeps the engine's text, as the spec's clients show it.
      throw new AppError(engineFailureCode(result.error), {
        detail: result.error ?? "Bei der Tarifberechnung ist ein Fehler aufgetreten.",
      });
    }
    const all = result.offers?.all ?? [];
    const variants = result.variants ?? all;
    const preferred = result.preferredDeductible ?? preferredDeductible(form);
    const encoded = result.resultHash ? result.encoded : encodeResult(variants);
    const resultHash = result.resultHash ?? encoded!.hash;
    const createdAt = deps.now();
    const insuranceStart =
      result.insuranceStart ?? form.insuranceStart ?? firstOfNextMonth(berlinDate(createdAt));
    const figures: StoredFigures = result.figures
      ? { label: figuresLabel(result.figures), constants: result.figures.constants }
      : shippedFigures(createdAt);
    const comparison = await storeComparison(randomBytes(12).toString("base64url"), {
      form,
      variants,
      encoded,
      resultHash,
      ranked: all,
      preferredDeductible: preferred,
      priceBasis: result.priceBasis,
      insuranceStart,
      figures,
      createdAt,
      owner,
    });
    let offersJson: string | undefined;
    return {
      offersJson: () => {
        offersJson ??= result.offersJson?.() ?? JSON.stringify(all);
        return offersJson;
      },
      comparison,
    };
  };
}

/** One person without health answers, sick pay or premium relief: today's single comparison, cached as before. */
function isPlainSingle(request: ComparisonRequest): boolean {
  const [person, ...others] = request.persons;
  return others.length === 0 && !person?.health && !person?.sickPay && !person?.premiumRelief;
}
