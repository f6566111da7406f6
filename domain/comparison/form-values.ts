/** The value lists of the long form (no zod: shared by the deductible rules and the schema). */

/**
 * Job statuses. `child` ('Kind') is a child insured through a parent ('Mein Kind'); `civil-servant-child`
 * ('Beamtenkind') a civil servant's child with its own Beihilfe entitlement.
 */
export const JOB_STATUSES = [
  "employed",
  "self-employed",
  "freelancer",
  "civil-servant",
  "civil-servant-child",
  "student",
  "child",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  employed: "Angestellter",
  "self-employed": "Selbstständiger",
  "civil-servant": "Beamter",
  student: "Student",
  freelancer: "Freiberufler",
  "civil-servant-child": "Beamtenkind",
  child: "Kind",
};

export const COVERAGE_TYPES = ["basic", "comfort", "premium"] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];
