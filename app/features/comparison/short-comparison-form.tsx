import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { EligibilityAnswer } from "../../../domain/comparison/eligibility-answer";
import { maskBirthDate, type ShortFormJobStatus } from "../../../domain/comparison/short-form-basics";
import { FIRST_INFORMATION_FIELD } from "../../../domain/settings/first-information-field";
import type { FirstInformationDocument } from "../../../domain/settings/first-information-text";
import { FirstInformationPanel } from "../../components/first-information-panel";
import { Button } from "../../components/ui/button";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";
import { AgeNoticeDialog } from "./age-notice-dialog";
import { CalculationOverlay } from "./calculation-overlay";
import { EligibilityAnswerSection } from "./eligibility-answer";
import { ANNUAL_INCOME_HELP, ANNUAL_INCOME_LABEL, ANNUAL_INCOME_PLACEHOLDER } from "./eligibility-copy";
import { comparisonField, shortFormControlClass } from "./field-styles";
import {
  SHORT_FORM_SCRIPT_FIELD,
  SHORT_FORM_SCRIPT_VALUE,
  type ShortFormActionData,
} from "./short-form-result";

/** The results route: its action is the one submit of this form, with and without JavaScript. */
const RESULTS_ACTION = "/ihre-pkv-tarife";

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
 * The short landing form (docs/product/comparison.md#short-form, docs/product/comparison.md#states,
 * docs/product/comparison.md#validation): birth date TT.MM.JJJJ and job status; age ≥ 60 opens a blocking
 * dialog; otherwise it posts to the results route's action, which calculates and stores the comparison, and the
 * browser goes to the results. With JavaScript the post is a fetcher submission (the action answers with the
 * results URL and the count for the toast); without, a plain post that the action redirects.
 * Kept light for the landing page: no zod, no dialog library (native <dialog>), rules loaded on demand.
 */
export function ShortComparisonForm(props: {
  /** The Erstinformation shown in the form before the first calculation (docs/product/broker-duties.md#first-information). */
  firstInformation: { summary: string[]; document: FirstInformationDocument };
}) {
  const id = useId();
  const navigate = useNavigate();
  const fetcher = useFetcher<ShortFormActionData>();
  const [birthDate, setBirthDate] = useState("");
  const [jobStatus, setJobStatus] = useState<ShortFormJobStatus>("employed");
  const [annualIncome, setAnnualIncome] = useState("");
  const [eligibility, setEligibility] = useState<EligibilityAnswer | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const [ageDialogOpen, setAgeDialogOpen] = useState(false);
  const progress = useRef<number | undefined>(undefined);
  const handled = useRef<ShortFormActionData | undefined>(undefined);

  // The action's answer, once per submission: toasts, then the results page or the form again.
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    void (async () => {
      const { finishShortForm } = await loadSubmit();
      const outcome = finishShortForm(result, progress.current);
      progress.current = undefined;
      setError(outcome.kind === "invalid" ? outcome.message : undefined);
      if (outcome.kind === "age-limit") setAgeDialogOpen(true);
      setEligibility(outcome.kind === "not-eligible" ? outcome.answer : undefined);
      if (outcome.kind === "done") await navigate(outcome.url);
      else setRunning(false);
    })();
  }, [fetcher.state, result, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    const { checkShortForm, showProgress } = await loadSubmit();
    const checked = checkShortForm(birthDate, jobStatus, annualIncome);
    setError(checked.kind === "invalid" ? checked.message : undefined);
    if (checked.kind === "age-limit") setAgeDialogOpen(true);
    if (checked.kind !== "ready") return;
    setRunning(true);
    progress.current = showProgress();
    // A new comparison changes nothing the landing page shows: no revalidation of its loaders.
    const income: Record<string, string> =
      jobStatus === "employed" && annualIncome.trim() !== "" ? { annualIncome } : {};
    await fetcher.submit(
      {
        birthDate,
        jobStatus,
        ...income,
        [FIRST_INFORMATION_FIELD]: props.firstInformation.document.version,
        [SHORT_FORM_SCRIPT_FIELD]: SHORT_FORM_SCRIPT_VALUE,
      },
      { method: "post", action: RESULTS_ACTION, defaultShouldRevalidate: false },
    );
  };

  return (
    <>
      {/* Without JavaScript the form posts to the results route, which validates and redirects. */}
      <fetcher.Form
        method="post"
        action={RESULTS_ACTION}
        data-discover="true"
        onSubmit={onSubmit}
        noValidate
        // An employee's income field makes four controls: two per row until the container fits all four.
        className={
          jobStatus === "employed"
            ? "grid gap-4 @md:grid-cols-2 @md:items-end @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
            : "grid gap-4 @md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] @md:items-end"
        }
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
        {/* Employees only (docs/product/comparison.md#eligibility): below the threshold no list, the answer. */}
        {jobStatus === "employed" && (
          <FormField
            {...comparisonField}
            label={ANNUAL_INCOME_LABEL}
            id={`${id}-annualIncome`}
            description={<span className="sr-only">{ANNUAL_INCOME_HELP}</span>}
          >
            <input
              name="annualIncome"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={ANNUAL_INCOME_PLACEHOLDER}
              maxLength={20}
              value={annualIncome}
              onChange={(event) => {
                setAnnualIncome(event.target.value);
                setError(undefined);
              }}
              className={shortFormControlClass}
            />
          </FormField>
        )}
        <Button type="submit" size="lg" disabled={running}>
          {running ? "Berechne Tarife..." : "Tarife berechnen"}
        </Button>
        <FieldError
          id={fieldErrorId(`${id}-birthDate`)}
          message={error}
          className="col-span-full text-sm font-medium text-red-700"
        />
        <FirstInformationPanel {...props.firstInformation} className="col-span-full" />
      </fetcher.Form>
      {running && (
        <CalculationOverlay title="Warten Sie bitte kurz, unsere KI findet aktuell die besten Tarife für Sie" />
      )}
      {eligibility && (
        <div className="mt-6 text-left">
          <EligibilityAnswerSection answer={eligibility} />
        </div>
      )}
      <AgeNoticeDialog open={ageDialogOpen} onClose={() => setAgeDialogOpen(false)} />
    </>
  );
}
