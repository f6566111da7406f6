import { CHILD_BEIHILFE_STUFE_DEFAULT } from "../../../domain/comparison/household-form-fields";
import { BEIHILFE_STUFEN, type BeihilfeStufe } from "../../../domain/comparison/long-form";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { BEIHILFE_STUFE_LABELS } from "./form-labels";
import { LongFormHealthFields } from "./long-form-health-fields";
import { HouseholdDisclosure, HouseholdGenderField, WhoSuffix } from "./long-form-household-parts";
import { type HouseholdValues, hasInputUnder, type LongFormErrors, postedValue } from "./use-long-form-state";

/**
 * 'Kind n' (docs/product/comparison.md#family-and-health): counted when the birth date is filled. A 'Beamtenkind'
 * gets the applicant's Dienstherr and its own Beihilfesatz (80 % unless changed); the select shows with the box
 * through CSS, so it works without JavaScript.
 */
export function LongFormHouseholdChild({
  id,
  number,
  slot,
  today,
  values,
  errors,
}: {
  id: string;
  /** 1–4, as the visitor counts. */
  number: number;
  slot: number;
  today: string;
  values: HouseholdValues | undefined;
  errors: LongFormErrors;
}) {
  const field = (name: string) => `persons.${slot}.${name}`;
  const fieldId = (name: string) => `${id}-p${slot}-${name}`;
  // The Beihilfesatz select always posts its default: it alone does not open the disclosure.
  const open = hasInputUnder(values, errors, `persons.${slot}.`, [field("beihilfeStufe")]);
  const civilServantError = errors?.[field("civilServantChild")];
  const civilServantErrorId = fieldErrorId(fieldId("civilServantChild"));
  return (
    <HouseholdDisclosure summary={`Kind ${number}`} open={open}>
      <fieldset className="space-y-4">
        <legend className="sr-only">{`Kind ${number}`}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...comparisonField}
            label={
              <>
                Geburtsdatum
                <WhoSuffix who={`Kind ${number}`} />
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
              defaultValue={postedValue(values, field("birthDate")) ?? ""}
              className={fieldClass}
            />
          </FormField>
          <HouseholdGenderField
            who={`Kind ${number}`}
            id={fieldId("gender")}
            name={field("gender")}
            values={values}
            errors={errors}
          />
          <div className="group grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <div>
              <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
                <input
                  type="checkbox"
                  name={field("civilServantChild")}
                  defaultChecked={postedValue(values, field("civilServantChild")) !== undefined}
                  aria-invalid={civilServantError ? true : undefined}
                  aria-describedby={civilServantError ? civilServantErrorId : undefined}
                  className="size-5 accent-primary-800"
                />
                Beamtenkind
              </label>
              <p className="text-sm text-slate-600">Mit Beihilfe Ihres Dienstherrn.</p>
              <FieldError
                id={civilServantErrorId}
                message={civilServantError}
                className={comparisonField.errorClassName}
              />
            </div>
            <div className="hidden group-has-[input:checked]:block">
              <FormField
                {...comparisonField}
                label={
                  <>
                    Beihilfe: Beihilfesatz
                    <WhoSuffix who={`Kind ${number}`} />
                  </>
                }
                id={fieldId("beihilfeStufe")}
                error={errors?.[field("beihilfeStufe")]}
              >
                <select
                  name={field("beihilfeStufe")}
                  defaultValue={postedValue(values, field("beihilfeStufe")) ?? CHILD_BEIHILFE_STUFE_DEFAULT}
                  className={fieldClass}
                >
                  {(Object.keys(BEIHILFE_STUFEN) as BeihilfeStufe[]).map((code) => (
                    <option key={code} value={code}>
                      {BEIHILFE_STUFE_LABELS[code]}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
          </div>
        </div>
        <LongFormHealthFields id={id} slot={slot} values={values} errors={errors} />
      </fieldset>
    </HouseholdDisclosure>
  );
}
