import { LongFormBeihilfeFields } from "./long-form-beihilfe-fields";
import { LongFormPersonFields } from "./long-form-person-fields";
import { LongFormStartFields } from "./long-form-start-fields";
import type { LongFormErrors, LongFormState } from "./use-long-form-state";

/** Section '1. Ihre Angaben': the person and job, Beihilfe when it applies, the start and the current insurance. */
export function LongFormPersonSection({
  id,
  errors,
  today,
  figureYears,
  hydrated,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  today: string;
  figureYears: readonly number[];
  hydrated: boolean;
  state: LongFormState;
}) {
  return (
    <section
      aria-labelledby={`${id}-person`}
      className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6"
    >
      <h2 id={`${id}-person`} className="text-xl font-bold text-slate-900">
        1. Ihre Angaben
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <LongFormPersonFields id={id} errors={errors} today={today} hydrated={hydrated} state={state} />
        {state.showBeihilfe && <LongFormBeihilfeFields id={id} errors={errors} state={state} />}
        <LongFormStartFields id={id} errors={errors} figureYears={figureYears} state={state} />
      </div>
    </section>
  );
}
