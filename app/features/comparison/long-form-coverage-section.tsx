import { COVERAGE_TYPES } from "../../../domain/comparison/long-form";
import { LongFormCoverageCard } from "./long-form-coverage-card";
import { LongFormDeductibleField } from "./long-form-deductible-field";
import type { LongFormErrors, LongFormState } from "./use-long-form-state";

/** Section '2. Ihr gewünschter Schutz': the coverage cards and the deductible. */
export function LongFormCoverageSection({
  id,
  errors,
  hydrated,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  hydrated: boolean;
  state: Pick<LongFormState, "form" | "update" | "onCoverage">;
}) {
  return (
    <section
      aria-labelledby={`${id}-coverage`}
      className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6"
    >
      <h2 id={`${id}-coverage`} className="text-xl font-bold text-slate-900">
        2. Ihr gewünschter Schutz
      </h2>
      <fieldset className="mt-5">
        <legend className="sr-only">Leistungsumfang</legend>
        <div className="grid gap-4 md:grid-cols-3">
          {COVERAGE_TYPES.map((coverage) => (
            <LongFormCoverageCard
              key={coverage}
              coverage={coverage}
              checked={state.form.coverageType === coverage}
              onSelect={() => state.onCoverage(coverage)}
            />
          ))}
        </div>
      </fieldset>
      <LongFormDeductibleField id={id} errors={errors} hydrated={hydrated} state={state} />
    </section>
  );
}
