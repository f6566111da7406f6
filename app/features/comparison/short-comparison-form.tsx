import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  AGE_NOTICE,
  maskBirthDate,
  type ShortFormJobStatus,
} from "../../../domain/comparison/short-form-basics";
import { Button } from "../../components/ui/button";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";
import { CalculationOverlay } from "./calculation-overlay";
import { comparisonField, shortFormControlClass } from "./field-styles";

/** The submit flow is loaded on demand (first focus or submit): the landing page's initial JS stays small. */
const loadSubmit = () => import("./short-form-submit");
/**
 * While the visitor types, the results screen's modules are fetched and evaluated, so the page can render as soon
 * as its data arrives (its route is discovered with the page: `data-discover` on the form).
 */
const preloadResults = () => import("./results-screen");

const JOB_OPTIONS: Array<[ShortFormJobStatus, string]> = [
  ["employed", "Angestellter"],
  ["self-employed", "Selbstständiger"],
];

/**
 * The short landing form (docs/product/comparison.md, docs/product/comparison.md#states, docs/product/comparison.md#validation): birth date TT.MM.JJJJ and job status; age ≥ 60 opens a
 * blocking dialog; otherwise the comparison is calculated and stored, and the browser goes to the results.
 * Kept light for the landing page: no zod, no dialog library (native <dialog>), rules loaded on demand.
 */
export function ShortComparisonForm() {
  const id = useId();
  const navigate = useNavigate();
  const [birthDate, setBirthDate] = useState("");
  const [jobStatus, setJobStatus] = useState<ShortFormJobStatus>("employed");
  const [error, setError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const [ageDialogOpen, setAgeDialogOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (ageDialogOpen && !dialog.open) dialog.showModal();
    if (!ageDialogOpen && dialog.open) dialog.close();
  }, [ageDialogOpen]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    const { submitShortForm } = await loadSubmit();
    const outcome = await submitShortForm(birthDate, jobStatus, () => setRunning(true));
    if (outcome.kind === "invalid") setError(outcome.message);
    else setError(undefined);
    if (outcome.kind === "age-limit") setAgeDialogOpen(true);
    if (outcome.kind === "failed") setRunning(false);
    if (outcome.kind === "done") await navigate(outcome.url);
  };

  return (
    <>
      {/* Without JavaScript the form posts to the results route, which validates and redirects. */}
      <form
        method="post"
        action="/ihre-pkv-tarife"
        data-discover="true"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        {/* The error goes under the whole row (below), so the fields stay aligned. */}
        <FormField
          {...comparisonField}
          label="Geburtsdatum"
          id={`${id}-birthDate`}
          error={error}
          errorPlacement="outside"
        >
          <input
            name="birthDate"
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="TT.MM.JJJJ"
            maxLength={10}
            value={birthDate}
            onChange={(event) => {
              setBirthDate(maskBirthDate(event.target.value));
              setError(undefined);
            }}
            onFocus={() => {
              void loadSubmit();
              void preloadResults();
            }}
            className={shortFormControlClass}
          />
        </FormField>
        <FormField {...comparisonField} label="Berufsstatus" id={`${id}-jobStatus`}>
          <select
            name="jobStatus"
            value={jobStatus}
            onChange={(event) => setJobStatus(event.target.value as ShortFormJobStatus)}
            className={shortFormControlClass}
          >
            {JOB_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" size="lg" disabled={running}>
          {running ? "Berechne Tarife..." : "Tarife berechnen"}
        </Button>
        <FieldError
          id={fieldErrorId(`${id}-birthDate`)}
          message={error}
          className="text-sm font-medium text-red-700 sm:col-span-3"
        />
      </form>
      {running && (
        <CalculationOverlay title="Warten Sie bitte kurz, unsere KI findet aktuell die besten Tarife für Sie" />
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-age-title`}
        onClose={() => setAgeDialogOpen(false)}
        className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={`${id}-age-title`} className="text-lg font-bold text-slate-900">
          {AGE_NOTICE.title}
        </h2>
        <p className="mt-3 text-slate-700">{AGE_NOTICE.text}</p>
        <Button type="button" className="mt-5" onClick={() => setAgeDialogOpen(false)}>
          {AGE_NOTICE.button}
        </Button>
      </dialog>
    </>
  );
}
