/**
 * Which fields of a comparison request belong to one person and which the household shares
 * (docs/product/comparison.md#family-and-health): the one list both the request schema and the household form read.
 */

/** The long-form fields each person of a household has of their own. */
export const PERSON_FIELDS = [
  "birthDate",
  "gender",
  "jobStatus",
  "beihilfeDienstherr",
  "beihilfeStufe",
  "annualIncome",
] as const;

/** The choices beside a person's long-form data. */
export const EXTRA_FIELDS = ["health", "sickPay", "premiumRelief"] as const;

/** The long-form fields a household shares: given once at the top of the body, never per person. */
export const SHARED_FIELDS = [
  "insuranceType",
  "coverageType",
  "deductible",
  "existingInsurance",
  "insuranceStart",
] as const;
