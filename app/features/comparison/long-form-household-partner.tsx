import { useState } from "react";
import {
  BEIHILFE_DIENSTHERREN,
  BEIHILFE_STUFEN,
  type BeihilfeStufe,
  JOB_STATUS_LABELS,
  JOB_STATUSES_BY_PERSON,
  NOT_IN_WISH,
  needsBeihilfe,
} from "../../../domain/comparison/long-form";
import { FormField } from "../../components/ui/form-field";
import { ANNUAL_INCOME_HELP, ANNUAL_INCOME_LABEL, ANNUAL_INCOME_PLACEHOLDER } from "./eligibility-copy";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { BEIHILFE_DIENSTHERR_LABELS, BEIHILFE_STUFE_LABELS } from "./form-labels";
import { LongFormExtrasFields, offersPremiumRelief } from "./long-form-extras-fields";
import { LongFormHealthFields } from "./long-form-health-fields";

import { HouseholdDisclosure, HouseholdGenderField, WhoSuffix } from "./long-form-household-parts";
import { type HouseholdValues, hasInputUnder, type LongFormErrors, postedValue } from "./use-long-form-state";

const SLOT = 1;
const field = (name: string) => `persons.${SLOT}.${name}`;

/**
 * 'Partner/in mitversichern' (docs/product/comparison.md#family-and-health): counted when the birth date is filled;
 * job status with Beihilfe for civil servants, sick pay, premium relief and the anonymous health questions.
 */
export function LongFormHouseholdPartner({
  id,
  start,
  today,
  values,
  errors,
}: {
  id: string;
  /** The chosen insurance start (premium relief from 21 on it). */
  start: string;
  today: string;
  values: HouseholdValues | undefined;
  errors: LongFormErrors;
}) {
  const [birthDate, setBirthDate] = useState(postedValue(values, field("birthDate")) ?? "");
  const [jobStatus, setJobStatus] = useState(postedValue(values, field("jobStatus")) ?? "employed");
  const fieldId = (name: string) => `${id}-p${SLOT}-${name}`;
  // The selects always post a value (job status, sick pay amount, Beihilfe): they alone do not open the disclosure.
  const open = hasInputUnder(
    values,
    errors,
    `persons.${SLOT}.`,
    ["jobStatus", "sickPay.dailyAmount", "beihilfeDienstherr", "beihilfeStufe"].map(field),
  );
  return (
    <HouseholdDisclosure summary="Partner/in mitversichern" open={open}>
      <fieldset className="space-y-4">
        <legend className="sr-only">Partner/in</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...comparisonField}
            label={
              <>
                Geburtsdatum
                <WhoSuffix who="Partner/in" />
              </>
            }
            id={fieldId("birthDate")}
            error={errors?.[field("birthDate")]}
          >
            <input
              type="date"
              name={field("birthDate")}
              max={today}
              min="1920-01-01"
              value={birthDate}
              onChange={(event) => setBirthDate(event.target.value)}
              className={fieldClass}
            />
          </FormField>
          <HouseholdGenderField
            who="Partner/in"
            id={fieldId("gender")}
            name={field("gender")}
            values={values}
            errors={errors}
          />
          <FormField
            {...comparisonField}
            label={
              <>
                Berufsstand
                <WhoSuffix who="Partner/in" />
              </>
            }
            id={fieldId("jobStatus")}
            error={errors?.[field("jobStatus")]}
          >
            <select
              name={field("jobStatus")}
              value={jobStatus}
              onChange={(event) => setJobStatus(event.target.value)}
              className={fieldClass}
            >
              {JOB_STATUSES_BY_PERSON.self.map((status) => (
                <option key={status} value={status}>
                  {JOB_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </FormField>
          {jobStatus === "employed" && (
            <FormField
              {...comparisonField}
              label={
                <>
                  {ANNUAL_INCOME_LABEL}
                  <WhoSuffix who="Partner/in" />
                </>
              }
              id={fieldId("annualIncome")}
              error={errors?.[field("annualIncome")]}
              description={ANNUAL_INCOME_HELP}
            >
              <input
                type="text"
                inputMode="decimal"
                name={field("annualIncome")}
                autoComplete="off"
                placeholder={ANNUAL_INCOME_PLACEHOLDER}
                maxLength={20}
                defaultValue={postedValue(values, field("annualIncome")) ?? ""}
                className={fieldClass}
              />
            </FormField>
          )}
          {needsBeihilfe(jobStatus) && (
            <>
              <FormField
                {...comparisonField}
                label={
                  <>
                    Beihilfe: Dienstherr
                    <WhoSuffix who="Partner/in" />
                  </>
                }
                id={fieldId("beihilfeDienstherr")}
                error={errors?.[field("beihilfeDienstherr")]}
              >
                <select
                  name={field("beihilfeDienstherr")}
                  defaultValue={postedValue(values, field("beihilfeDienstherr")) ?? NOT_IN_WISH}
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
                label={
                  <>
                    Beihilfe: Beihilfesatz
                    <WhoSuffix who="Partner/in" />
                  </>
                }
                id={fieldId("beihilfeStufe")}
                error={errors?.[field("beihilfeStufe")]}
              >
                <select
                  name={field("beihilfeStufe")}
                  defaultValue={postedValue(values, field("beihilfeStufe")) ?? NOT_IN_WISH}
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
        </div>
        <LongFormExtrasFields
          id={id}
          slot={SLOT}
          jobStatus={jobStatus}
          showPremiumRelief={offersPremiumRelief(birthDate, start)}
          values={values}
          errors={errors}
        />
        <LongFormHealthFields id={id} slot={SLOT} values={values} errors={errors} />
      </fieldset>
    </HouseholdDisclosure>
  );
}
