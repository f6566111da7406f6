import type { ComparisonRequest } from "../../../domain/comparison/comparison-request";
import { eligibilityOf } from "../../../domain/comparison/eligibility";
import { eligibilityDetail } from "../../../domain/comparison/eligibility-answer";
import type { YearlyTable } from "../../../domain/constants/yearly-constants";
import { AppError } from "../../../domain/errors/app-error";

/** The person words of a household's answer: whose income is below the threshold. */
const WHOSE = { self: "", partner: "Für Ihren Partner: ", child: "Für Ihr Kind: " } as const;

/**
 * Eligibility before prices (docs/product/comparison.md#eligibility): before any engine call, every person of the
 * request is measured against the start year's Versicherungspflichtgrenze. The first person who may not take a
 * private full cover ends the comparison with `not-eligible` (422): the German answer as `detail`, and as the
 * problem's `eligibility` member the reason, the income, the threshold used and the person's index.
 */
export function assertEligible(request: ComparisonRequest, table: YearlyTable): void {
  request.persons.forEach((person, index) => {
    const start = person.form.insuranceStart;
    if (start === undefined) return;
    const result = eligibilityOf(person.form, start, table);
    if (result.eligible) return;
    const prefix = request.persons.length > 1 ? WHOSE[person.role] : "";
    throw new AppError("not-eligible", {
      detail: `${prefix}${eligibilityDetail(result)}`,
      extensions: {
        eligibility: {
          eligible: false,
          reason: result.reason,
          person: index,
          role: person.role,
          annualIncome: result.annualIncome,
          threshold: result.threshold,
        },
      },
    });
  });
}
