import { useId } from "react";
import { Form } from "react-router";
import { type LongFormData, NOT_IN_WISH } from "../../../domain/comparison/long-form";
import { FIRST_INFORMATION_FIELD } from "../../../domain/settings/first-information-field";
import type { FirstInformationDocument } from "../../../domain/settings/first-information-text";
import { FirstInformationPanel } from "../../components/first-information-panel";
import { useHydrated } from "../../lib/use-hydrated";
import { LongFormCoverageSection } from "./long-form-coverage-section";
import { LongFormHouseholdSection } from "./long-form-household-section";
import { LongFormPersonSection } from "./long-form-person-section";
import { LongFormSubmitArea } from "./long-form-submit-area";
import { type HouseholdValues, type LongFormErrors, useLongFormState } from "./use-long-form-state";

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

/**
 * The long comparison form (docs/product/comparison.md, docs/product/comparison.md#form-data, docs/product/comparison.md#states, docs/product/comparison.md#validation). A plain POST to the route action, so it works without
 * JavaScript; with JavaScript the fields react (Beihilfe visibility and reset, card → deductible reset) and the
 * data is kept in localStorage (use-long-form-state.ts).
 */
export function LongComparisonForm({
  initial,
  errors,
  submitting,
  today,
  figureYears,
  restoreFromStorage,
  restoreHealthFromStorage,
  householdValues,
  firstInformation,
}: {
  initial: LongFormData;
  errors: LongFormErrors;
  submitting: boolean;
  today: string;
  /** The years whose Rechengrößen are in the table (a start in another year is priced provisionally). */
  figureYears: readonly number[];
  /** Restore saved data (when no stored comparison was loaded into the form). */
  restoreFromStorage: boolean;
  /** Add the health answers saved on this device to a stored comparison's persons (docs/product/comparison.md#family-and-health). */
  restoreHealthFromStorage?: boolean;
  /** The household fields of the last post or of a stored comparison (docs/product/comparison.md#family-and-health). */
  householdValues?: HouseholdValues;
  /** The Erstinformation shown above the submit (docs/product/broker-duties.md#first-information). */
  firstInformation: { summary: string[]; document: FirstInformationDocument };
}) {
  const state = useLongFormState({
    initial,
    errors,
    submitting,
    today,
    restoreFromStorage,
    restoreHealthFromStorage,
    householdValues,
  });
  const id = useId();
  const hydrated = useHydrated();

  return (
    <Form
      method="post"
      onSubmit={state.onSubmit}
      noValidate
      className="space-y-8"
      aria-label="Vergleichsformular"
      data-hydrated={hydrated}
    >
      <input type="hidden" name="insuranceType" value="adult" />
      <LongFormPersonSection
        id={id}
        errors={errors}
        today={today}
        figureYears={figureYears}
        hydrated={hydrated}
        state={state}
      />
      <LongFormHouseholdSection
        // Rendered anew when the household was restored from this device (its fields keep what is typed).
        key={state.household.key}
        id={id}
        errors={errors}
        today={today}
        values={state.household.values}
        state={state}
      />
      <LongFormCoverageSection id={id} errors={errors} hydrated={hydrated} state={state} />
      <FirstInformationPanel {...firstInformation} error={errors?.[FIRST_INFORMATION_FIELD]} />
      <LongFormSubmitArea
        submitting={submitting}
        ageDialogOpen={state.ageDialogOpen}
        onCloseAgeDialog={state.closeAgeDialog}
      />
    </Form>
  );
}
