import { Check } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Form } from "react-router";
import {
  BEIHILFE_DIENSTHERR_LABELS,
  BEIHILFE_STUFE_LABELS,
  COVERAGE_CARDS,
  deductibleOptions,
  EXISTING_INSURANCE_LABELS,
  FORM_STORAGE_KEY,
  hasBeihilfe,
} from "../../../domain/comparison/form-labels";
import { insuranceStartOptions } from "../../../domain/comparison/insurance-start";
import {
  BEIHILFE_DIENSTHERREN,
  BEIHILFE_STUFEN,
  type BeihilfeStufe,
  COVERAGE_TYPES,
  type CoverageType,
  type InsuredPerson,
  JOB_STATUS_LABELS,
  JOB_STATUSES_BY_PERSON,
  type LongFormData,
  NOT_IN_WISH,
  normalizeDeductible,
} from "../../../domain/comparison/long-form";
import { AGE_NOTICE, isAboveAgeLimit } from "../../../domain/comparison/short-form";
import { yearOf } from "../../../domain/dates/berlin-date";
import { formatCalendarDate } from "../../../domain/format/date-format";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";

import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { AgeNoticeDialog } from "./age-notice-dialog";
import { CalculationOverlay } from "./calculation-overlay";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";

export const LONG_FORM_DEFAULTS: LongFormData = {
  insuranceType: "adult",
  birthDate: "",
  coverageType: "comfort",
  insuredPerson: "self",
  gender: "male",
  jobStatus: "employed",
  existingInsurance: "public",
  deductible: "0€",
  beihilfeDienstherr: NOT_IN_WISH,
  beihilfeStufe: NOT_IN_WISH,
  insuranceStart: undefined,
};

/** Restores the saved form data; an unreadable entry is discarded. Existing insurance is forced to public. */
function readStoredForm(): Partial<LongFormData> {
  try {
    const raw = window.localStorage.getItem(FORM_STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Partial<LongFormData>;
    return typeof parsed === "object" && parsed !== null ? { ...parsed, existingInsurance: "public" } : {};
  } catch {
    window.localStorage.removeItem(FORM_STORAGE_KEY);
    return {};
  }
}

const labelClass = comparisonField.labelClassName;

/**
 * The long comparison form (docs/product/comparison.md, docs/product/comparison.md#form-data, docs/product/comparison.md#states, docs/product/comparison.md#validation). A plain POST to the route action, so it works without
 * JavaScript; with JavaScript the fields react (Beihilfe visibility and reset, card → deductible reset) and the
 * data is kept in localStorage.
 */
export function LongComparisonForm({
  initial,
  errors,
  submitting,
  today,
  figureYears,
  restoreFromStorage,
}: {
  initial: LongFormData;
  errors: Record<string, string> | undefined;
  submitting: boolean;
  today: string;
  /** The years whose Rechengrößen are in the table (a start in another year is priced provisionally). */
  figureYears: readonly number[];
  /** Restore saved data (when no stored comparison was loaded into the form). */
  restoreFromStorage: boolean;
}) {
  const [form, setForm] = useState<LongFormData>(initial);
  // The age ≥ 60 dialog: checked before sending, and shown for the server's answer (same text,
  // docs/product/comparison.md#age-limit).
  const [ageDialogOpen, setAgeDialogOpen] = useState(errors?.birthDate === AGE_NOTICE.text);
  useEffect(() => {
    if (errors?.birthDate === AGE_NOTICE.text) setAgeDialogOpen(true);
  }, [errors]);
  const id = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (restoreFromStorage)
      setForm((current) => ({ ...current, ...readStoredForm(), insuranceType: "adult" }));
  }, [restoreFromStorage]);

  const update = (patch: Partial<LongFormData>) => setForm((current) => ({ ...current, ...patch }));

  const withBeihilfeReset = (jobStatus: LongFormData["jobStatus"]): Partial<LongFormData> =>
    hasBeihilfe(jobStatus)
      ? { jobStatus }
      : { jobStatus, beihilfeDienstherr: NOT_IN_WISH, beihilfeStufe: NOT_IN_WISH };
  const onJobStatus = (jobStatus: LongFormData["jobStatus"]) => update(withBeihilfeReset(jobStatus));
  // The job statuses depend on who is insured: a status that does not fit falls back to the first one.
  const onInsuredPerson = (insuredPerson: InsuredPerson) =>
    setForm((current) => {
      const allowed = JOB_STATUSES_BY_PERSON[insuredPerson];
      const jobStatus = allowed.includes(current.jobStatus) ? current.jobStatus : allowed[0]!;
      return { ...current, insuredPerson, ...withBeihilfeReset(jobStatus) };
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Duplicate submits are ignored while one is running.
    if (submitting) {
      event.preventDefault();
      return;
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(form.birthDate) && isAboveAgeLimit(form.birthDate, start)) {
      event.preventDefault();
      setAgeDialogOpen(true);
      return;
    }
    const normalized = { ...form, deductible: normalizeDeductible(form.deductible) };
    try {
      window.localStorage.setItem(FORM_STORAGE_KEY, JSON.stringify(normalized));
    } catch {
      // storage full or disabled: the comparison still runs
    }
  };

  const showBeihilfe = hasBeihilfe(form.jobStatus);
  // The offered starts; a stored or saved start that has passed falls back to the earliest.
  const startOptions = insuranceStartOptions(today);
  const start =
    form.insuranceStart && startOptions.includes(form.insuranceStart)
      ? form.insuranceStart
      : startOptions[0]!;
  const startYear = yearOf(start);
  const newestFigures = Math.max(...figureYears);
  const errorId = (field: string) => fieldErrorId(`${id}-${field}`);

  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-8"
      aria-label="Vergleichsformular"
      data-hydrated={hydrated}
    >
      <input type="hidden" name="insuranceType" value="adult" />
      <section
        aria-labelledby={`${id}-person`}
        className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6"
      >
        <h2 id={`${id}-person`} className="text-xl font-bold text-slate-900">
          1. Ihre Angaben
        </h2>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <fieldset>
            <legend className={labelClass}>Wer soll versichert werden?</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(
                [
                  ["self", "Ich selbst"],
                  ["child", "Mein Kind"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="insuredPerson"
                    value={value}
                    checked={form.insuredPerson === value}
                    onChange={() => onInsuredPerson(value)}
                    className="size-5 accent-primary-800"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset aria-describedby={errors?.gender ? errorId("gender") : undefined}>
            <legend className={labelClass}>Geschlecht</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(
                [
                  ["male", "Männlich"],
                  ["female", "Weiblich"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="gender"
                    value={value}
                    checked={form.gender === value}
                    onChange={() => update({ gender: value })}
                    className="size-5 accent-primary-800"
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldError
              id={errorId("gender")}
              message={errors?.gender}
              className={comparisonField.errorClassName}
            />
          </fieldset>
          <FormField
            {...comparisonField}
            label="Geburtsdatum"
            id={`${id}-birthDate`}
            error={errors?.birthDate}
          >
            <input
              type="date"
              name="birthDate"
              required
              max={today}
              min="1920-01-01"
              value={form.birthDate}
              onChange={(event) => update({ birthDate: event.target.value })}
              className={fieldClass}
            />
          </FormField>
          <FormField
            {...comparisonField}
            label="Berufsstand"
            id={`${id}-jobStatus`}
            error={errors?.jobStatus}
          >
            <select
              name="jobStatus"
              value={form.jobStatus}
              onChange={(event) => onJobStatus(event.target.value as LongFormData["jobStatus"])}
              className={fieldClass}
            >
              {hydrated ? (
                JOB_STATUSES_BY_PERSON[form.insuredPerson].map((status) => (
                  <option key={status} value={status}>
                    {JOB_STATUS_LABELS[status]}
                  </option>
                ))
              ) : (
                // Without JavaScript the list cannot follow the insured person: both groups, the server checks.
                <>
                  <optgroup label="Ich selbst">
                    {JOB_STATUSES_BY_PERSON.self.map((status) => (
                      <option key={status} value={status}>
                        {JOB_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label="Mein Kind">
                    {JOB_STATUSES_BY_PERSON.child.map((status) => (
                      <option key={`child-${status}`} value={status}>
                        {JOB_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </optgroup>
                </>
              )}
            </select>
          </FormField>
          {showBeihilfe && (
            <>
              <FormField
                {...comparisonField}
                label="Beihilfe: Dienstherr"
                id={`${id}-dienstherr`}
                error={errors?.beihilfeDienstherr}
              >
                <select
                  name="beihilfeDienstherr"
                  required
                  value={form.beihilfeDienstherr}
                  onChange={(event) =>
                    update({ beihilfeDienstherr: event.target.value as LongFormData["beihilfeDienstherr"] })
                  }
                  className={fieldClass}
                >
                  <option value={NOT_IN_WISH}>Bitte wählen</option>
                  {BEIHILFE_DIENSTHERREN.map((code) => (
                    <option key={code} value={code}>
                      {BEIHILFE_DIENSTHERR_LABELS[code]}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                {...comparisonField}
                label="Beihilfe: Beihilfesatz"
                id={`${id}-stufe`}
                error={errors?.beihilfeStufe}
              >
                <select
                  name="beihilfeStufe"
                  required
                  value={form.beihilfeStufe}
                  onChange={(event) =>
                    update({ beihilfeStufe: event.target.value as LongFormData["beihilfeStufe"] })
                  }
                  className={fieldClass}
                >
                  <option value={NOT_IN_WISH}>Bitte wählen</option>
                  {(Object.keys(BEIHILFE_STUFEN) as BeihilfeStufe[]).map((code) => (
                    <option key={code} value={code}>
                      {BEIHILFE_STUFE_LABELS[code]}
                    </option>
                  ))}
                </select>
              </FormField>
            </>
          )}
          <FormField
            {...comparisonField}
            label="Versicherungsbeginn"
            id={`${id}-insuranceStart`}
            error={errors?.insuranceStart}
            description={
              figureYears.includes(startYear)
                ? `Berechnet mit den Rechengrößen ${startYear}.`
                : `Die Rechengrößen ${startYear} sind noch nicht hinterlegt: vorläufig mit den Werten ${newestFigures}.`
            }
          >
            <select
              name="insuranceStart"
              value={start}
              onChange={(event) => update({ insuranceStart: event.target.value })}
              className={fieldClass}
            >
              {startOptions.map((option) => (
                <option key={option} value={option}>
                  {formatCalendarDate(option)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...comparisonField} label="Aktuelle Versicherung" id={`${id}-existing`}>
            <select
              name="existingInsurance"
              value={form.existingInsurance}
              onChange={(event) =>
                update({ existingInsurance: event.target.value as LongFormData["existingInsurance"] })
              }
              className={fieldClass}
            >
              {(Object.keys(EXISTING_INSURANCE_LABELS) as Array<keyof typeof EXISTING_INSURANCE_LABELS>).map(
                (value) => (
                  <option key={value} value={value}>
                    {EXISTING_INSURANCE_LABELS[value]}
                  </option>
                ),
              )}
            </select>
          </FormField>
        </div>
      </section>

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
              <CoverageCard
                key={coverage}
                coverage={coverage}
                checked={form.coverageType === coverage}
                onSelect={() => update({ coverageType: coverage, deductible: "0€" })}
              />
            ))}
          </div>
        </fieldset>
        <FormField
          {...comparisonField}
          className="mt-5 max-w-xs"
          label="Selbstbeteiligung pro Jahr"
          id={`${id}-deductible`}
          error={errors?.deductible}
        >
          <select
            name="deductible"
            value={normalizeDeductible(form.deductible) ?? "0€"}
            onChange={(event) => update({ deductible: event.target.value })}
            className={fieldClass}
          >
            {/* Without JavaScript the list cannot follow the card: every step, the server checks the limit. */}
            {deductibleOptions(hydrated ? form.coverageType : undefined).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      </section>

      <Button type="submit" size="lg" disabled={submitting} className="w-full md:w-auto">
        {submitting ? "Berechnung läuft..." : "Jetzt Tarife vergleichen"}
      </Button>
      <AgeNoticeDialog open={ageDialogOpen} onClose={() => setAgeDialogOpen(false)} />
      {submitting && (
        <CalculationOverlay
          title="KI findet die besten Tarife für Sie"
          note="Dies kann bis zu 10 Sekunden dauern"
        />
      )}
    </Form>
  );
}

function CoverageCard({
  coverage,
  checked,
  onSelect,
}: {
  coverage: CoverageType;
  checked: boolean;
  onSelect: () => void;
}) {
  const card = COVERAGE_CARDS[coverage];
  return (
    <label
      className={cn(
        "relative flex cursor-pointer flex-col rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700",
        checked ? "border-primary-800 bg-primary-50" : "border-slate-200 bg-white hover:border-primary-300",
      )}
      data-coverage={coverage}
    >
      <input
        type="radio"
        name="coverageType"
        value={coverage}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-bold text-slate-900">{card.title}</span>
        {card.recommended && <Badge>Empfohlen</Badge>}
      </span>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {card.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </label>
  );
}
