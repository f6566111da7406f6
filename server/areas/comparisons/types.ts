import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import type { LongFormData } from "../../../domain/comparison/long-form";
import type { FiguresLabel } from "../../../domain/constants/figures-notice";
import type { YearlyConstants } from "../../../domain/constants/yearly-constants";
import type { Offer } from "../../../domain/offers/offer";
import type { SavingsClaimBasis } from "../../../domain/offers/savings-claim";
import type { PriceBasis } from "../../../domain/offers/tariff-record";
import type { FirstInformationShown } from "../../../domain/settings/first-information";
import type { DatabaseHandle } from "../../adapters/db/client";
import type { TariffCalculator } from "./compare-tariffs";
import type { PersonChoices, StoredHousehold } from "./household-types";

export type { PersonChoices, StoredHousehold } from "./household-types";

import type { YearlyFigures } from "../site";

export type EngineKind = "embedded" | "external";

/** A stored comparison: the validated input and the ranked offers (best first). */
export interface StoredComparison {
  id: string;
  input: LongFormData;
  /** The ranked offers as computed then: one deductible variant per tariff, best first. */
  offers: Offer[];
  /** Every deductible variant the engine returned, so the results filters pick among real variants after a reload. */
  variants: Offer[];
  /** The deductible each tariff is shown at by default (the visitor's choice or the one default, 0 €). */
  preferredDeductible: number;
  /**
   * What was priced — deductible, sick pay, premium relief, start, the employer share's cap — computed once here
   * for every surface (docs/product/comparison.md#assumptions).
   */
  assumptions: ComparisonAssumptions;
  count: number;
  engine: EngineKind;
  priceBasis: PriceBasis | undefined;
  /** The label shown with model prices (embedded engine), else undefined. */
  priceNotice: string | undefined;
  /** The insurance start the offers were computed for (YYYY-MM-DD). */
  insuranceStart: string;
  /** Which year's figures were used, and whether they stood in for a year not in the table yet. */
  figures: FiguresLabel;
  /** The figures themselves as used then (savings basis, tooltips): a later change of the table leaves them. */
  constants: YearlyConstants;
  createdAt: string;
  /**
   * The account the comparison belongs to (made while signed in), else null: anonymous comparisons are shared
   * by link. Only that account sees an owned one (request-comparisons.ts); never part of an answer.
   */
  ownerId: string | null;
  /**
   * The hash of the key of the browser that made it (server/transport/middleware/browser-key.ts), null for a comparison made
   * without one: an anonymous comparison is that browser's only. Never part of an answer.
   */
  creatorKeyHash: string | null;
  /** The Erstinformation shown on the form that made it, null without one (API). Never part of an answer. */
  firstInformation: FirstInformationShown | null;
  /** The person's health answers, sick pay and premium relief, when given (never shown to anybody else). */
  choices?: PersonChoices;
  /** The household, when the comparison was made for several persons. */
  household?: StoredHousehold;
}

/**
 * Who reads a comparison: the signed-in account and the key of the browser (server/adapters/auth/browser-key.ts).
 * The full comparison is the owner's, or for an anonymous one the creating browser's (request-comparisons.ts).
 */
export interface ComparisonViewer {
  userId?: string;
  browserKey?: string;
}

/** A new comparison and the JSON of its ranked offers (serialised once per cached ranking; the API reuses it). */
export interface CreatedComparison {
  comparison: StoredComparison;
  offersJson: () => string;
  /** Every person's comparison of a household (the first is `comparison`). */
  members?: StoredComparison[];
}

/**
 * `userId`: the signed-in owner; `browserKey`: the key of the browser that makes it (its hash is stored);
 * `firstInformation`: the Erstinformation the form showed (docs/product/broker-duties.md#first-information).
 */
interface ComparisonCreateOptions {
  userId?: string;
  browserKey?: string;
  firstInformation?: FirstInformationShown;
}

/**
 * Stored comparisons: calculate through the tariff calculator, store input and offers, read them back.
 * `create` throws `AppError` (docs/architecture.md#error-contract): `validation-failed` with the messages per
 * field, `rate-limited` (bound to a request), or the engine's code (`engine-…-failed`, 502).
 */
export interface Comparisons {
  /** `userId`: the signed-in owner; `browserKey`: the key of the browser that makes it (its hash is stored). */
  create(input: unknown, options?: ComparisonCreateOptions): Promise<CreatedComparison>;
  get(id: string): Promise<StoredComparison | undefined>;
  /** Deletes anonymous comparisons older than 30 days; returns how many. */
  deleteExpiredAnonymous(): Promise<number>;
  /**
   * Keeps an anonymous comparison (and its household) for the account ('Meine Vergleiche', no 30-day purge), only
   * for the browser that made it (`browserKey`); false when there is no such comparison, it belongs to another
   * account or browser, or another account kept it first.
   */
  keep(id: string, viewer: ComparisonViewer & { userId: string }): Promise<boolean>;
  /** Deletes one of the account's comparisons (and its household); false when it is not the account's. */
  remove(id: string, userId: string): Promise<boolean>;
  /** The computed basis of the site's 'bis zu 65 %' claim (docs/product/broker-duties.md#claims). */
  savingsClaimBasis(): Promise<SavingsClaimBasis | undefined>;
}

/** What the comparison use cases share. */
export interface ComparisonDeps {
  database: DatabaseHandle;
  calculator: TariffCalculator;
  engine: EngineKind;
  now: () => Date;
  /** Re-reads the yearly figures admins store before a comparison (cheap while fresh). */
  yearlyFigures?: Pick<YearlyFigures, "refresh">;
}
