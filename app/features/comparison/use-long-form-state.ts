import { type FormEvent, useEffect, useState } from "react";
import {
  householdValuesOf,
  isHouseholdField,
  withSavedHealthAnswers,
} from "../../../domain/comparison/household-form-fields";
import { insuranceStartOptions } from "../../../domain/comparison/insurance-start";
import {
  type InsuredPerson,
  JOB_STATUSES_BY_PERSON,
  type LongFormData,
  NOT_IN_WISH,
  normalizeDeductible,
} from "../../../domain/comparison/long-form";
import { AGE_NOTICE, isAboveAgeLimit } from "../../../domain/comparison/short-form";
import { FORM_STORAGE_KEY, hasBeihilfe } from "./form-labels";

/** The browser's storage, read only when used (a disabled storage may throw on access). */
const browserStorage = () => window.localStorage;

/** The server's messages per field of the last post (docs/product/comparison.md#validation). */
export type LongFormErrors = Record<string, string> | undefined;

type JobStatus = LongFormData["jobStatus"];

/** A new job status; without Beihilfe (docs/product/comparison.md#form-data) its two fields go back to 'not chosen'. */
export function withBeihilfeReset(jobStatus: JobStatus): Partial<LongFormData> {
  return hasBeihilfe(jobStatus)
    ? { jobStatus }
    : { jobStatus, beihilfeDienstherr: NOT_IN_WISH, beihilfeStufe: NOT_IN_WISH };
}

/** The job statuses depend on who is insured: a status that does not fit falls back to the first one. */
export function withInsuredPerson(form: LongFormData, insuredPerson: InsuredPerson): LongFormData {
  const allowed = JOB_STATUSES_BY_PERSON[insuredPerson];
  const jobStatus = allowed.includes(form.jobStatus) ? form.jobStatus : allowed[0]!;
  return { ...form, insuredPerson, ...withBeihilfeReset(jobStatus) };
}

/** The offered starts and the chosen one; a stored or saved start that has passed falls back to the earliest. */
export function insuranceStartChoice(chosen: string | undefined, today: string) {
  const options = insuranceStartOptions(today);
  const start = chosen && options.includes(chosen) ? chosen : options[0]!;
  return { options, start };
}

/** Whether the visitor must first see the age notice instead of sending (docs/product/comparison.md#age-limit). */
export function needsAgeNotice(birthDate: string, start: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && isAboveAgeLimit(birthDate, start);
}

/** Restores the saved form data; an unreadable entry is discarded. Existing insurance is forced to public. */
export function readStoredForm(storage: () => Storage): Partial<LongFormData> {
  const parsed = readStoredEntry(storage);
  if (!parsed) return {};
  const { household: _household, ...form } = parsed;
  return { ...(form as Partial<LongFormData>), existingInsurance: "public" };
}

/** The saved entry as an object, or undefined; an unreadable one is discarded. */
function readStoredEntry(storage: () => Storage): Record<string, unknown> | undefined {
  try {
    const raw = storage().getItem(FORM_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    try {
      storage().removeItem(FORM_STORAGE_KEY);
    } catch {
      // storage disabled: nothing to discard
    }
    return undefined;
  }
}

/**
 * The household fields saved with the form (partner, children, health answers, sick pay, premium relief:
 * docs/product/comparison.md#family-and-health), or undefined without any; fields that do not look like the form's
 * own are left out.
 */
export function readStoredHousehold(storage: () => Storage): HouseholdValues | undefined {
  const household = readStoredEntry(storage)?.household;
  if (typeof household !== "object" || household === null || Array.isArray(household)) return undefined;
  const values = Object.fromEntries(
    Object.entries(household).filter(
      (entry): entry is [string, string[]] =>
        isHouseholdField(entry[0]) &&
        Array.isArray(entry[1]) &&
        entry[1].length <= 32 &&
        entry[1].every((value) => typeof value === "string" && value.length <= 100),
    ),
  );
  return Object.keys(values).length > 0 ? values : undefined;
}

/**
 * Keeps the sent data (deductible normalised) for the next visit, with the household's fields under the same key
 * (so they are kept and discarded together); a full or disabled storage changes nothing.
 */
export function storeForm(storage: () => Storage, form: LongFormData, household?: HouseholdValues): void {
  const normalized = { ...form, deductible: normalizeDeductible(form.deductible) };
  const entry = household && Object.keys(household).length > 0 ? { ...normalized, household } : normalized;
  try {
    storage().setItem(FORM_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // storage full or disabled: the comparison still runs
  }
}

/**
 * The long form's local state: the field values (docs/product/comparison.md#states), the reactions between fields
 * (Beihilfe visibility and reset, insured person → job status, card → deductible reset), the saved data in
 * localStorage and the age dialog. The form itself posts to the route action, so none of this is needed without
 * JavaScript.
 *
 * The household's fields are plain fields that keep what is typed; what the page brings (`householdValues`: the
 * last post, or a stored comparison) are their first values. Restored from this device they are rendered anew
 * (`householdKey` changes once).
 */
export function useLongFormState(options: {
  initial: LongFormData;
  errors: LongFormErrors;
  submitting: boolean;
  today: string;
  /** Restore everything saved on this device (no stored comparison and no post in the form). */
  restoreFromStorage: boolean;
  /** Add the health answers saved on this device to the stored comparison's persons (its own are not shown). */
  restoreHealthFromStorage?: boolean;
  householdValues?: HouseholdValues;
}) {
  const { errors, submitting } = options;
  const [form, setForm] = useState<LongFormData>(options.initial);
  // The age ≥ 60 dialog: checked before sending, and shown for the server's answer (same text,
  // docs/product/comparison.md#age-limit).
  const [ageDialogOpen, setAgeDialogOpen] = useState(errors?.birthDate === AGE_NOTICE.text);
  useEffect(() => {
    if (errors?.birthDate === AGE_NOTICE.text) setAgeDialogOpen(true);
  }, [errors]);

  // The household restored from this device, for the values the page brought (a later post's values win).
  const [restored, setRestored] = useState<{ values: HouseholdValues; basis: HouseholdValues | undefined }>();
  const [householdKey, setHouseholdKey] = useState(0);
  const { restoreFromStorage, restoreHealthFromStorage = false, householdValues } = options;
  const initialBirthDate = options.initial.birthDate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once, for the values the page arrived with
  useEffect(() => {
    if (!restoreFromStorage && !restoreHealthFromStorage) return;
    const saved = readStoredHousehold(browserStorage);
    if (restoreFromStorage) {
      setForm((current) => ({ ...current, ...readStoredForm(browserStorage), insuranceType: "adult" }));
      if (!saved) return;
      setRestored({ values: saved, basis: householdValues });
    } else {
      if (!saved) return;
      const merged = withSavedHealthAnswers(householdValues ?? {}, saved, {
        current: initialBirthDate,
        saved: readStoredForm(browserStorage).birthDate,
      });
      if (Object.keys(merged).length === Object.keys(householdValues ?? {}).length) return;
      setRestored({ values: merged, basis: householdValues });
    }
    setHouseholdKey((key) => key + 1);
  }, [restoreFromStorage, restoreHealthFromStorage]);

  const update = (patch: Partial<LongFormData>) => setForm((current) => ({ ...current, ...patch }));
  const { options: startOptions, start } = insuranceStartChoice(form.insuranceStart, options.today);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Duplicate submits are ignored while one is running.
    if (submitting) {
      event.preventDefault();
      return;
    }
    if (needsAgeNotice(form.birthDate, start)) {
      event.preventDefault();
      setAgeDialogOpen(true);
      return;
    }
    storeForm(browserStorage, form, householdValuesOf(new FormData(event.currentTarget)));
  };

  return {
    form,
    update,
    onJobStatus: (jobStatus: JobStatus) => update(withBeihilfeReset(jobStatus)),
    onInsuredPerson: (insuredPerson: InsuredPerson) =>
      setForm((current) => withInsuredPerson(current, insuredPerson)),
    onCoverage: (coverageType: LongFormData["coverageType"]) => update({ coverageType, deductible: "0€" }),
    showBeihilfe: hasBeihilfe(form.jobStatus),
    startOptions,
    start,
    ageDialogOpen,
    closeAgeDialog: () => setAgeDialogOpen(false),
    onSubmit,
    household: {
      values: restored && restored.basis === householdValues ? restored.values : householdValues,
      key: householdKey,
    },
  };
}

export type LongFormState = ReturnType<typeof useLongFormState>;

/** The posted household fields (`persons.<slot>.<field>`, repeated for checkboxes), rendered back after a post. */
export type HouseholdValues = Readonly<Record<string, readonly string[]>>;

/** The last posted value of a field, if any. */
export function postedValue(values: HouseholdValues | undefined, name: string): string | undefined {
  return values?.[name]?.at(-1);
}

/** Whether anything was entered under `prefix` or a message names a field under it (its disclosure opens). */
export function hasInputUnder(
  values: HouseholdValues | undefined,
  errors: LongFormErrors,
  prefix: string,
  ignore: readonly string[] = [],
): boolean {
  const entered = Object.entries(values ?? {}).some(
    ([name, list]) =>
      name.startsWith(prefix) && !ignore.includes(name) && list.some((value) => value.trim() !== ""),
  );
  return entered || Object.keys(errors ?? {}).some((name) => name.startsWith(prefix));
}
