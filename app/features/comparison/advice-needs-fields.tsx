import {
  ADVICE_PRIORITIES,
  ADVICE_WAIVER,
  type AdvicePriority,
  CURRENT_COVERS,
  type CurrentCover,
  PLANNED_CHANGES,
  type PlannedChange,
  plannedChangeField,
  priorityField,
} from "../../../domain/leads/advice";
import { FieldError, fieldErrorId } from "../../components/ui/form-field";
import type { FormValues } from "../../lib/form-state";
import { comparisonControlClass, comparisonField } from "./field-styles";

/** Page copy of the needs questions (docs/product/broker-duties.md#advice-documentation). */
const NEEDS_TEXTS = {
  heading: "Ihre Wünsche und Bedürfnisse",
  intro:
    "Damit wir Ihnen passende Tarife begründet empfehlen können, fragen wir kurz nach Ihren Wünschen (§ 61 VVG). Sie erhalten das Ergebnis als Beratungsdokumentation (PDF), bevor Ihre Anfrage an einen Makler geht.",
  priorities: "Was ist Ihnen am wichtigsten? (mehrere möglich)",
  currentCover: "Wie sind Sie heute versichert?",
  plannedChanges: "Planen Sie in den nächsten Jahren Veränderungen? (freiwillig)",
  note: "Möchten Sie uns noch etwas sagen? (freiwillig)",
  waiverHint: "Nur wenn Sie keine Beratung wünschen:",
} as const;

const checkboxClass = "mt-0.5 size-5 shrink-0 accent-primary-800";
const optionClass = "flex min-h-11 items-start gap-3 text-sm text-slate-800";

/**
 * The needs questions of 'Antrag anfragen', 'Beratungsgespräch vereinbaren' and 'Anonyme Risikovoranfrage
 * beauftragen' (plain checkboxes and radios: they work without JavaScript), then — set apart in its own section,
 * never ticked in advance — the declaration of waiver with the statutory warning (§ 61 Abs. 2 VVG).
 */
export function AdviceNeedsFields({
  id,
  errors,
  values,
}: {
  id: string;
  errors: Record<string, string>;
  values: FormValues;
}) {
  const describedBy = (name: string) => (errors[name] ? fieldErrorId(`${id}-${name}`) : undefined);
  return (
    <>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4" data-testid="advice-needs">
        <legend className="px-1 text-base font-semibold text-slate-900">{NEEDS_TEXTS.heading}</legend>
        <p className="text-sm text-slate-700">{NEEDS_TEXTS.intro}</p>
        <fieldset aria-describedby={describedBy("advicePriorities")}>
          <legend className={comparisonField.labelClassName}>{NEEDS_TEXTS.priorities}</legend>
          <div className="mt-1 grid gap-1">
            {(Object.keys(ADVICE_PRIORITIES) as AdvicePriority[]).map((priority) => (
              <label key={priority} className={optionClass}>
                <input
                  type="checkbox"
                  name={priorityField(priority)}
                  defaultChecked={values[priorityField(priority)] === "on"}
                  className={checkboxClass}
                />
                {ADVICE_PRIORITIES[priority]}
              </label>
            ))}
          </div>
          <FieldError
            id={fieldErrorId(`${id}-advicePriorities`)}
            message={errors.advicePriorities}
            className={comparisonField.errorClassName}
          />
        </fieldset>
        <fieldset aria-describedby={describedBy("currentCover")}>
          <legend className={comparisonField.labelClassName}>{NEEDS_TEXTS.currentCover}</legend>
          <div className="mt-1 grid gap-1">
            {(Object.keys(CURRENT_COVERS) as CurrentCover[]).map((cover) => (
              <label key={cover} className={optionClass}>
                <input
                  type="radio"
                  name="currentCover"
                  value={cover}
                  defaultChecked={values.currentCover === cover}
                  className={checkboxClass}
                />
                {CURRENT_COVERS[cover]}
              </label>
            ))}
          </div>
          <FieldError
            id={fieldErrorId(`${id}-currentCover`)}
            message={errors.currentCover}
            className={comparisonField.errorClassName}
          />
        </fieldset>
        <fieldset>
          <legend className={comparisonField.labelClassName}>{NEEDS_TEXTS.plannedChanges}</legend>
          <div className="mt-1 grid gap-1">
            {(Object.keys(PLANNED_CHANGES) as PlannedChange[]).map((change) => (
              <label key={change} className={optionClass}>
                <input
                  type="checkbox"
                  name={plannedChangeField(change)}
                  defaultChecked={values[plannedChangeField(change)] === "on"}
                  className={checkboxClass}
                />
                {PLANNED_CHANGES[change]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-adviceNote`} className={comparisonField.labelClassName}>
            {NEEDS_TEXTS.note}
          </label>
          <textarea
            id={`${id}-adviceNote`}
            name="adviceNote"
            rows={2}
            maxLength={500}
            defaultValue={values.adviceNote}
            aria-invalid={errors.adviceNote ? true : undefined}
            aria-describedby={describedBy("adviceNote")}
            className={comparisonControlClass}
          />
          <FieldError
            id={fieldErrorId(`${id}-adviceNote`)}
            message={errors.adviceNote}
            className={comparisonField.errorClassName}
          />
        </div>
      </fieldset>
      <section
        aria-labelledby={`${id}-waiver-heading`}
        className="rounded-lg border-2 border-amber-300 bg-amber-50 p-4"
        data-testid="advice-waiver"
      >
        <h2 id={`${id}-waiver-heading`} className="text-base font-semibold text-slate-900">
          {ADVICE_WAIVER.heading}
        </h2>
        <p className="mt-1 text-xs text-slate-700">{NEEDS_TEXTS.waiverHint}</p>
        <p className="mt-2 text-sm font-medium text-amber-900" data-testid="advice-waiver-warning">
          {ADVICE_WAIVER.warning}
        </p>
        <label className="mt-3 flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="adviceWaiver"
            defaultChecked={values.adviceWaiver === "on"}
            className={checkboxClass}
          />
          <span>{ADVICE_WAIVER.text}</span>
        </label>
      </section>
    </>
  );
}
