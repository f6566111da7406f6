import type { ReactNode } from "react";
import { FieldError, fieldErrorId } from "../../components/ui/form-field";
import { comparisonField } from "./field-styles";
import { type HouseholdValues, type LongFormErrors, postedValue } from "./use-long-form-state";

/**
 * One person of the household in a `<details>` (works without JavaScript; closed it takes one line, so nothing
 * jumps when React starts). Open when something was entered or a message belongs to it.
 */
export function HouseholdDisclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700">
        {summary}
      </summary>
      <div className="border-t border-slate-200 p-4">{children}</div>
    </details>
  );
}

/** 'Geschlecht' of a partner or child: no preselection, the server asks for it when the person counts. */
export function HouseholdGenderField({
  id,
  name,
  who,
  values,
  errors,
}: {
  id: string;
  name: string;
  /** Whose gender (for the radios' accessible names). */
  who: string;
  values: HouseholdValues | undefined;
  errors: LongFormErrors;
}) {
  const error = errors?.[name];
  const errorId = fieldErrorId(id);
  const posted = postedValue(values, name);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={comparisonField.labelClassName}>Geschlecht</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {(
          [
            ["male", "Männlich"],
            ["female", "Weiblich"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={posted === value}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-primary-800"
            />
            {label}
            <WhoSuffix who={who} />
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} className={comparisonField.errorClassName} />
    </fieldset>
  );
}

/** Who a field belongs to, for screen readers: 'Geburtsdatum (Partner/in)' while the eye sees 'Geburtsdatum'. */
export function WhoSuffix({ who }: { who: string }) {
  return <span className="sr-only"> ({who})</span>;
}

/** The person of a form slot: 0 the applicant, 1 the partner, 2–5 the children. */
export function personOfSlot(slot: number): string {
  return slot === 0 ? "Sie" : slot === 1 ? "Partner/in" : `Kind ${slot - 1}`;
}
