import { Info } from "lucide-react";
import type { ResultHint } from "../../../domain/comparison/results-hints";
import {
  hintCopy,
  RESULTS_HINTS_HEADING,
  SICK_PAY_ACTION_LABEL,
  SICK_PAY_LINK_LABEL,
} from "./results-hints-copy";

/**
 * The one action of the 'Ohne Krankentagegeld' hint: a form that prices the same person again with sick pay (a
 * plain post to the long form's action, works without JavaScript), or, where the form's data cannot travel as
 * hidden fields (a household, health answers), a link to the prefilled long form.
 */
export type SickPayRerun = { fields: ReadonlyArray<readonly [string, string]> } | { href: string };

/** The hints per group on the results (docs/product/results.md#hints); nothing when none applies. */
export function ResultsHints({
  hints,
  sickPayRerun,
}: {
  hints: readonly ResultHint[];
  sickPayRerun?: SickPayRerun;
}) {
  if (hints.length === 0) return null;
  return (
    <section aria-labelledby="results-hints-heading" className="mt-8" data-testid="results-hints">
      <h2 id="results-hints-heading" className="text-xl font-bold text-slate-900">
        {RESULTS_HINTS_HEADING}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {hints.map((hint) => {
          const copy = hintCopy(hint);
          return (
            <li
              key={hint.kind}
              className="rounded-2xl border border-slate-200 bg-white p-5"
              data-hint={hint.kind}
            >
              <h3 className="flex items-start gap-2 font-semibold text-slate-900">
                <Info className="mt-0.5 size-5 shrink-0 text-primary-800" aria-hidden />
                {copy.title}
              </h3>
              {copy.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 text-sm text-slate-700">
                  {paragraph}
                </p>
              ))}
              {hint.kind === "no-sick-pay" && sickPayRerun && <SickPayAction rerun={sickPayRerun} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const actionClass =
  "mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary-800 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-900";

function SickPayAction({ rerun }: { rerun: SickPayRerun }) {
  if ("href" in rerun)
    return (
      <a href={rerun.href} className={actionClass}>
        {SICK_PAY_LINK_LABEL}
      </a>
    );
  return (
    <form method="post" action="/comparison">
      {rerun.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={actionClass}>
        {SICK_PAY_ACTION_LABEL}
      </button>
    </form>
  );
}
