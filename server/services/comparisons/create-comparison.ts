import { randomBytes } from "node:crypto";
import {
  type ComparisonRequest,
  createComparisonRequestSchema,
  type RequestPerson,
} from "../../../domain/comparison/comparison-request";
import { preferredDeductible } from "../../../domain/comparison/deductible";
import { AGE_NOTICE } from "../../../domain/comparison/short-form-basics";
import { figuresLabel } from "../../../domain/constants/figures-notice";
import { AppError } from "../../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../../domain/errors/field-errors";
import { isDeclined } from "../../../domain/ranking/sort-orders";
import { berlinDate, firstOfNextMonth } from "../../../lib/dates/berlin-date";
import { engineFailureCode } from "../engine-failure";
import type { MemberResult } from "./calculate-household";
import { priceNoticeFor } from "./get-comparison";
import type { ComparisonRow } from "./result-batcher";
import {
  createRankingPacker,
  resultHashOf,
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

/**
 * A new comparison (docs/architecture.md#how-a-comparison-flows): validate with the long-form schema, calculate,
 * store the shared result once and the comparison row. Throws `validation-failed` (messages per field; at 60 or
 * more the detail is the age dialog's text, docs/product/comparison.md#age-limit) or the engine's error code with
 * the engine's text (docs/product/errors.md#comparison-and-engine).
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
    userId: string | null,
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
    const stored: StoredComparison[] = [];
    for (const [index, member] of result.members.entries()) {
      await parts.results.store(member.resultHash, member.variants, createdAt, member.variantsJson);
      const choices = choicesOfPerson(member.person);
      const ranking: StoredRanking = {
        format: 2,
        ...packRankedOnce(member.variants, member.offers.all),
        preferredDeductible: member.preferredDeductible,
        priceBasis: result.priceBasis,
        insuranceStart: result.insuranceStart,
        figures,
        ...(household ? { household } : {}),
      };
      await parts.insertRow({
        id: ids[index]!,
        userId,
        // The health answers live only here, in the person's own comparison, and go with its purge.
        input: { ...member.person.form, ...choices },
        offers: ranking,
        resultHash: member.resultHash,
        offerCount: member.offers.all.length,
        engine: deps.engine,
        createdAt,
        updatedAt: createdAt,
      });
      stored.push(
        storedComparisonOf(ids[index]!, member, { result, figures, createdAt, userId, choices, household }),
      );
    }
    const first = stored[0]!;
    return { comparison: first, offersJson: () => JSON.stringify(first.offers), members: stored };
  };

  const storedComparisonOf = (
    id: string,
    member: MemberResult,
    context: {
      result: { priceBasis: StoredComparison["priceBasis"]; insuranceStart: string };
      figures: StoredFigures;
      createdAt: Date;
      userId: string | null;
      choices: PersonChoices;
      household: StoredHousehold | undefined;
    },
  ): StoredComparison => ({
    id,
    input: member.person.form,
    offers: member.offers.all,
    variants: member.variants,
    preferredDeductible: member.preferredDeductible,
    count: member.offers.all.length,
    engine: deps.engine,
    priceBasis: context.result.priceBasis,
    priceNotice: priceNoticeFor(context.result.priceBasis),
    insuranceStart: context.result.insuranceStart,
    figures: context.figures.label,
    constants: context.figures.constants,
    createdAt: context.createdAt.toISOString(),
    ownerId: context.userId,
    choices: context.choices,
    ...(context.household ? { household: context.household } : {}),
  });

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
    await deps.yearlyFigures?.refresh();
    const request = parsed.data;
    if (!isPlainSingle(request)) return createHousehold(request, options.userId ?? null);
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
    const resultHash = result.resultHash ?? resultHashOf(variants);
    const createdAt = deps.now();
    const insuranceStart =
      result.insuranceStart ?? form.insuranceStart ?? firstOfNextMonth(berlinDate(createdAt));
    const figures: StoredFigures = result.figures
      ? { label: figuresLabel(result.figures), constants: result.figures.constants }
      : shippedFigures(createdAt);
    // The JSON hashed for resultHash is the stored form too (serialised once per new result).
    await parts.results.store(
      resultHash,
      variants,
      createdAt,
      result.resultHash ? result.variantsJson : undefined,
    );
    const stored: StoredRanking = {
      format: 2,
      ...packRankedOnce(variants, all),
      preferredDeductible: preferred,
      priceBasis: result.priceBasis,
      insuranceStart,
      figures,
    };
    const id = randomBytes(12).toString("base64url");
    await parts.insertRow({
      id,
      userId: options.userId ?? null,
      input: form,
      offers: stored,
      resultHash,
      offerCount: all.length,
      engine: deps.engine,
      createdAt,
      updatedAt: createdAt,
    });
    let offersJson: string | undefined;
    return {
      offersJson: () => {
        offersJson ??= result.offersJson?.() ?? JSON.stringify(all);
        return offersJson;
      },
      comparison: {
        id,
        input: form,
        offers: all,
        variants,
        preferredDeductible: preferred,
        count: all.length,
        engine: deps.engine,
        priceBasis: result.priceBasis,
        priceNotice: priceNoticeFor(result.priceBasis),
        insuranceStart,
        figures: figures.label,
        constants: figures.constants,
        createdAt: createdAt.toISOString(),
        ownerId: options.userId ?? null,
      },
    };
  };
}

/** One person without health answers, sick pay or premium relief: today's single comparison, cached as before. */
function isPlainSingle(request: ComparisonRequest): boolean {
  const [person, ...others] = request.persons;
  return others.length === 0 && !person?.health && !person?.sickPay && !person?.premiumRelief;
}

function choicesOfPerson(person: RequestPerson): PersonChoices {
  return {
    role: person.role,
    ...(person.health ? { health: person.health } : {}),
    ...(person.sickPay ? { sickPay: person.sickPay } : {}),
    ...(person.premiumRelief ? { premiumRelief: person.premiumRelief } : {}),
  };
}
