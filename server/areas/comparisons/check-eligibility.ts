import type { ComparisonRequest } from "../../../domain/comparison/comparison-request";
import { eligibilityOf } from "../../../domain/comparison/eligibility";
import { eligibilityAnswer, eligibilityDetail } from "../../../domain/comparison/eligibility-answer";
import type { YearlyConstants } from "../../../domain/constants/yearly-constants";
import { AppError } from "../../../domain/errors/app-error";

/**
 * Eligibility before prices (docs/product/comparison.md#eligibility): before any engine call, every person of the
 * request is measured against the start year's Versicherungspflichtgrenze. The first person who may not take a
 * private full cover ends the comparison with `not-eligible` (422): the German answer as `detail`, and as the
 * problem's `eligibility` member the reason, the person, the income, the threshold used and the answer's parts
 * (what the forms show).
 */
export function assertEligible(request: ComparisonRequest, table: readonly YearlyConstants[]): void {
  request.persons.forEach((person, index) => {
    const start = person.form.insuranceStart;
    if (start === undefined) return;
    const result = eligibilityOf(person.form, start, table);
    if (result.eligible) return;
    const answer = eligibilityAnswer(result, request.persons.length > 1 ? person.role : "self");
    throw new AppError("not-eligible", {
      detail: eligibilityDetail(answer),
      extensions: {
        eligibility: {
          eligible: false,
          reason: result.reason,
          person: index,
          role: person.role,
          annualIncome: result.annualIncome,
          threshold: result.threshold,
          answer,
        },
      },
    });
  });
}
