/**
 * The application request a person sends from a tariff ('Antrag anfragen', docs/product/leads.md#application-request):
 * the lead keeps a copy of the chosen tariff as it was offered and of the comparison's inputs a broker needs to
 * prepare the application, so both survive the comparison's purge. Health answers travel only with the separate,
 * explicit consent of Art. 9 DSGVO (they are kept apart, like a risk pre-check's).
 */
import { z } from "zod";
import { COVERAGE_TYPES, JOB_STATUSES } from "../comparison/form-values";
import { EXISTING_INSURANCES, GENDERS, NOT_IN_WISH } from "../comparison/long-form";

/** The comparison's inputs an application request keeps: no birth date (the lead has the age), no health answers. */
const applicationInputsSchema = z.object({
  insuranceStart: z.string().optional(),
  jobStatus: z.enum(JOB_STATUSES),
  gender: z.enum(GENDERS),
  coverageType: z.enum(COVERAGE_TYPES),
  existingInsurance: z.enum(EXISTING_INSURANCES),
  /** The Beihilfe rule asked for (civil servants and their children), e.g. 'Bund' and '50'. */
  beihilfe: z.object({ employer: z.string(), level: z.string() }).optional(),
  /** How many persons the comparison's household has (1 for a single person). */
  persons: z.number().int().min(1),
});

/** The tariff as it was offered to the person, and the comparison's inputs. */
const applicationSnapshotSchema = z.object({
  offerId: z.string(),
  tariffKey: z.string(),
  insurer: z.string(),
  tariffName: z.string(),
  /** The monthly price offered, in euros (with the expected risk surcharge when a health pre-check was made). */
  monthlyPrice: z.number(),
  /** The deductible as offered (German label). */
  deductible: z.string(),
  /** Whether the price includes the health pre-check's expected surcharge. */
  withRiskSurcharge: z.boolean(),
  /** The parts of the price for sick pay and premium relief, when chosen. */
  sickPayPrice: z.number().optional(),
  premiumReliefPrice: z.number().optional(),
  /** The year of the figures the price was computed with, and the model label of model prices. */
  figuresYear: z.number().int(),
  priceNotice: z.string().optional(),
  inputs: applicationInputsSchema,
});
export type ApplicationSnapshot = z.infer<typeof applicationSnapshotSchema>;
type ApplicationInputs = z.infer<typeof applicationInputsSchema>;

/** The fields of an offer the snapshot copies. */
export interface ApplicationOffer {
  id: string;
  tariffKey: string;
  provider: string;
  name: string;
  monthlyPrice: number;
  deductible: string;
  riskAssessment?: unknown;
  sickPayPrice?: number;
  premiumReliefPrice?: number;
}

/** The comparison's inputs as stored (the validated long form). */
export interface ApplicationComparisonInput {
  insuranceStart?: string;
  jobStatus: ApplicationInputs["jobStatus"];
  gender: ApplicationInputs["gender"];
  coverageType: ApplicationInputs["coverageType"];
  existingInsurance: ApplicationInputs["existingInsurance"];
  beihilfeDienstherr: string;
  beihilfeStufe: string;
}

/** The snapshot of one offered tariff and its comparison's inputs. */
export function applicationSnapshot(input: {
  offer: ApplicationOffer;
  comparison: ApplicationComparisonInput;
  persons: number;
  figuresYear: number;
  priceNotice: string | undefined;
}): ApplicationSnapshot {
  const { offer, comparison } = input;
  const beihilfe =
    comparison.beihilfeDienstherr !== NOT_IN_WISH && comparison.beihilfeStufe !== NOT_IN_WISH
      ? { employer: comparison.beihilfeDienstherr, level: comparison.beihilfeStufe }
      : undefined;
  return {
    offerId: offer.id,
    tariffKey: offer.tariffKey,
    insurer: offer.provider,
    tariffName: offer.name,
    monthlyPrice: offer.monthlyPrice,
    deductible: offer.deductible,
    withRiskSurcharge: offer.riskAssessment !== undefined,
    ...(offer.sickPayPrice !== undefined && { sickPayPrice: offer.sickPayPrice }),
    ...(offer.premiumReliefPrice !== undefined && { premiumReliefPrice: offer.premiumReliefPrice }),
    figuresYear: input.figuresYear,
    ...(input.priceNotice !== undefined && { priceNotice: input.priceNotice }),
    inputs: {
      ...(comparison.insuranceStart !== undefined && { insuranceStart: comparison.insuranceStart }),
      jobStatus: comparison.jobStatus,
      gender: comparison.gender,
      coverageType: comparison.coverageType,
      existingInsurance: comparison.existingInsurance,
      ...(beihilfe && { beihilfe }),
      persons: Math.max(1, input.persons),
    },
  };
}

/** The snapshot stored with a lead (JSON), or undefined when there is none or it does not parse. */
export function storedApplication(value: unknown): ApplicationSnapshot | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = applicationSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** What the market shows of an application request before the purchase: the tariff and its price, no person. */
export interface ApplicationSummary {
  insurer: string;
  tariffName: string;
  monthlyPrice: number;
}

/** The market's summary of a lead: for an application request its tariff, else null. */
export function applicationSummary(lead: { kind: string; application: unknown }): ApplicationSummary | null {
  if (lead.kind !== "application") return null;
  const snapshot = storedApplication(lead.application);
  return snapshot
    ? { insurer: snapshot.insurer, tariffName: snapshot.tariffName, monthlyPrice: snapshot.monthlyPrice }
    : null;
}
