import { PREMIUM_RELIEF_CHOICES, SICK_PAY_CHOICES } from "../../../domain/comparison/family-input";
import { ageOn } from "../../../lib/dates/berlin-date";
import { FormField } from "../../components/ui/form-field";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { PREMIUM_RELIEF_OPTIONS, SICK_PAY_AMOUNT_OPTIONS, SICK_PAY_START_OPTIONS } from "./form-labels";
import { type HouseholdValues, type LongFormErrors, postedValue } from "./use-long-form-state";

const SELF_EMPLOYED = ["self-employed", "freelancer"];

/** Premium relief is offered from 21 on the start; an unfinished birth date does not hide it (the server checks). */
export function offersPremiumRelief(birthDate: string, start: string): boolean {
  return !/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || ageOn(birthDate, start) >= PREMIUM_RELIEF_CHOICES.minAge;
}

/**
 * Sick pay and premium relief of one adult (docs/product/comparison.md#family-and-health): employees choose the
 * daily amount from day 43 (default 100 €) and may give their net income, the self-employed and freelancers the
 * start day (default none) and the amount; everyone from 21 the premium relief from 67.
 */
export function LongFormExtrasFields({
  id,
  slot,
  jobStatus,
  showPremiumRelief,
  values,
  errors,
}: {
  id: string;
  slot: number;
  jobStatus: string;
  showPremiumRelief: boolean;
  values: HouseholdValues | undefined;
  errors: LongFormErrors;
}) {
  const name = (field: string) => `persons.${slot}.${field}`;
  const fieldId = (field: string) => `${id}-p${slot}-${field.replace(".", "-")}`;
  const error = (...fields: string[]) => fields.map((field) => errors?.[name(field)]).find(Boolean);
  const employee = jobStatus === "employed";
  const selfEmployed = SELF_EMPLOYED.includes(jobStatus);
  const amount =
    postedValue(values, name("sickPay.dailyAmount")) ?? String(SICK_PAY_CHOICES.employeeDefaultDailyAmount);

  const amountSelect = (label: string, ...errorFields: string[]) => (
    <FormField
      {...comparisonField}
      label={label}
      id={fieldId("sickPay.dailyAmount")}
      error={error("sickPay.dailyAmount", ...errorFields)}
    >
      <select name={name("sickPay.dailyAmount")} defaultValue={amount} className={fieldClass}>
        {SICK_PAY_AMOUNT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} pro Tag
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {employee && (
        <>
          {amountSelect(
            `Krankentagegeld ab dem ${SICK_PAY_CHOICES.employeeStartDay}. Tag`,
            "sickPay.startDay",
            "sickPay",
          )}
          <FormField
            {...comparisonField}
            label="Nettoeinkommen im Monat"
            id={fieldId("sickPay.netIncomeMonthly")}
            error={error("sickPay.netIncomeMonthly")}
            description="Optional, in Euro: das Krankentagegeld bleibt darunter."
          >
            <input
              type="text"
              inputMode="numeric"
              name={name("sickPay.netIncomeMonthly")}
              defaultValue={postedValue(values, name("sickPay.netIncomeMonthly")) ?? ""}
              autoComplete="off"
              className={fieldClass}
            />
          </FormField>
        </>
      )}
      {selfEmployed && (
        <>
          <FormField
            {...comparisonField}
            label="Krankentagegeld"
            id={fieldId("sickPay.startDay")}
            error={error("sickPay.startDay", "sickPay")}
          >
            <select
              name={name("sickPay.startDay")}
              defaultValue={postedValue(values, name("sickPay.startDay")) ?? ""}
              className={fieldClass}
            >
              {SICK_PAY_START_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
          {amountSelect("Krankentagegeld: Betrag")}
        </>
      )}
      {showPremiumRelief && (
        <FormField
          {...comparisonField}
          label="Beitragsentlastung ab 67"
          id={fieldId("premiumRelief.monthlyAmount")}
          error={error("premiumRelief.monthlyAmount", "premiumRelief")}
        >
          <select
            name={name("premiumRelief.monthlyAmount")}
            defaultValue={postedValue(values, name("premiumRelief.monthlyAmount")) ?? ""}
            className={fieldClass}
          >
            {PREMIUM_RELIEF_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </div>
  );
}
