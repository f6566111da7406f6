import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { EligibilityAnswer } from "../../../domain/comparison/eligibility-answer";
import type { AppError } from "../../../domain/errors/app-error";

/**
 * The eligibility answer of a `not-eligible` failure (docs/product/comparison.md#eligibility), as the comparison
 * service put it into the problem's `eligibility.answer`; undefined for any other failure.
 */
export function eligibilityAnswerOf(error: AppError): EligibilityAnswer | undefined {
  if (error.code !== "not-eligible") return undefined;
  const answer = (error.extensions?.eligibility as { answer?: EligibilityAnswer } | undefined)?.answer;
  return answer && typeof answer.title === "string" ? answer : undefined;
}

/**
 * The plain German answer instead of a tariff list: why not, when it changes, what remains. A section with its
 * own heading, which takes the focus when it appears (with JavaScript) so a screen reader reads it first.
 */
export function EligibilityAnswerSection({
  answer,
  headingLevel = 2,
  focus = true,
  changeHref,
}: {
  answer: EligibilityAnswer;
  headingLevel?: 1 | 2;
  focus?: boolean;
  /** Where 'Angaben ändern' leads (none when the form stands beside the answer). */
  changeHref?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="eligibility-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 md:p-6"
      data-testid="eligibility-answer"
    >
      <Heading
        id="eligibility-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none md:text-2xl"
      >
        {answer.title}
      </Heading>
      <Sub className="mt-4 font-semibold text-slate-900">Warum nicht?</Sub>
      <p className="mt-1 text-slate-800">{answer.why}</p>
      {answer.provisional && <p className="mt-2 text-sm text-slate-700">{answer.provisional}</p>}
      <Sub className="mt-4 font-semibold text-slate-900">Wann ändert sich das?</Sub>
      <p className="mt-1 text-slate-800">{answer.changes}</p>
      <Sub className="mt-4 font-semibold text-slate-900">Was bleibt?</Sub>
      <p className="mt-1 text-slate-800">{answer.remains}</p>
      {changeHref && (
        <Link
          to={changeHref}
          className="mt-5 inline-flex min-h-11 items-center rounded-lg border border-primary-800 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
        >
          Angaben ändern
        </Link>
      )}
    </section>
  );
}
