import { randomBytes } from "node:crypto";
import { preferredDeductible } from "../../../domain/comparison/deductible";
import { createLongFormSchema } from "../../../domain/comparison/long-form";
import { AGE_NOTICE } from "../../../domain/comparison/short-form-basics";
import { figuresLabel } from "../../../domain/constants/figures-notice";
import { AppError } from "../../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../../domain/errors/field-errors";
import { berlinDate, firstOfNextMonth } from "../../../lib/dates/berlin-date";
import { engineFailureCode } from "../engine-failure";
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
import type { ComparisonDeps, Comparisons } from "./types";

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
  // The long-form schema depends on the day only (age rules); built once per day, not per comparison.
  let schema: { today: string; schema: ReturnType<typeof createLongFormSchema> } | undefined;
  const schemaFor = (today: string) => {
    if (schema?.today !== today) schema = { today, schema: createLongFormSchema({ today }) };
    return schema.schema;
  };
  const packRankedOnce = createRankingPacker();

  return async (input, options = {}) => {
    const parsed = schemaFor(berlinDate(deps.now())).safeParse(input);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
      // A body that is no object at all (an array, a string, null) has only the `form` error: it is the detail.
      const detail = fieldErrors.birthDate?.includes(AGE_NOTICE.text)
        ? AGE_NOTICE.text
        : fieldErrors.form?.[0];
      throw new AppError("validation-failed", { fieldErrors, ...(detail ? { detail } : {}) });
    }
    await deps.yearlyFigures?.refresh();
    const result = await deps.calculator.calculateOffers(parsed.data);
    if (!result.success) {
      // `detail` keeps the engine's text, as the spec's clients show it.
      throw new AppError(engineFailureCode(result.error), {
        detail: result.error ?? "Bei der Tarifberechnung ist ein Fehler aufgetreten.",
      });
    }
    const all = result.offers?.all ?? [];
    const variants = result.variants ?? all;
    const preferred = result.preferredDeductible ?? preferredDeductible(parsed.data);
    const resultHash = result.resultHash ?? resultHashOf(variants);
    const createdAt = deps.now();
    const insuranceStart =
      result.insuranceStart ?? parsed.data.insuranceStart ?? firstOfNextMonth(berlinDate(createdAt));
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
      input: parsed.data,
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
        input: parsed.data,
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
