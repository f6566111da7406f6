import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { firstInformationVersion, missingFirstInformation } from "../../../domain/settings/first-information";
import { firstInformationFormSchema } from "../../../domain/settings/first-information-form";
import { FIRST_INFORMATION_PATH } from "../../components/first-information-panel";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { loadSettingsPage, saveSettingsSection } from "../../features/admin/settings-page.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import type { Route } from "./+types/svadmin-first-information";

const INTENT = "first-information";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context, INTENT, (settings) => ({
    operator: settings.operator,
    firstInformation: settings.firstInformation,
    version: firstInformationVersion(settings),
    missing: missingFirstInformation(settings),
  }));
}

/**
 * The operator's details and the Erstinformation's texts (docs/product/broker-duties.md#first-information), through
 * the one settings writer (validated, audited). A change is a new version: the forms show it at once.
 */
export async function action({ context, request }: Route.ActionArgs) {
  return saveSettingsSection(context, request, INTENT, firstInformationFormSchema, (current, form) => ({
    ...current,
    ...form,
  }));
}

export const meta: Route.MetaFunction = () => [{ title: "Erstinformation | Admin-Bereich" }];

type TextField = { name: string; label: string; long?: boolean; type?: string };

const OPERATOR_FIELDS: TextField[] = [
  { name: "companyName", label: "Firma" },
  { name: "representative", label: "Vertretungsberechtigte Person" },
  { name: "street", label: "Straße und Hausnummer" },
  { name: "postalCode", label: "Postleitzahl" },
  { name: "city", label: "Ort" },
  { name: "country", label: "Land" },
  { name: "email", label: "E-Mail-Adresse", type: "email" },
  { name: "phone", label: "Telefonnummer" },
  { name: "registerCourt", label: "Registergericht" },
  { name: "registerNumber", label: "Handelsregisternummer" },
  { name: "vatId", label: "Umsatzsteuer-Identifikationsnummer" },
  { name: "brokerRegistrationNumber", label: "Registernummer im Vermittlerregister (D-XXXX-XXXXX-XX)" },
  { name: "registrationAuthority", label: "Erlaubnisbehörde (IHK) mit Anschrift" },
  { name: "dataProtectionOfficerEmail", label: "E-Mail des Datenschutzbeauftragten", type: "email" },
];

const TEXT_FIELDS: TextField[] = [
  { name: "status", label: "Status (z. B. Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO)" },
  { name: "registerCheck", label: "Wo die Registrierung geprüft werden kann", long: true },
  { name: "remuneration", label: "Vergütung (Provision, Honorar)", long: true },
  { name: "holdings", label: "Beteiligungen über 10 % an oder von Versicherern", long: true },
  { name: "arbitrationBoards", label: "Schlichtungsstellen (eine je Zeile)", long: true },
];

export default function FirstInformationAdminPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  const stored: Record<string, unknown> = { ...loaded.operator, ...loaded.firstInformation };
  const value = (field: string) => shownValue(submitted, INTENT, field, String(stored[field] ?? ""));
  const input = "min-h-11 rounded-lg border border-slate-300 px-3";
  const field = ({ name, label, long, type }: TextField) => (
    <FormField key={name} label={label} error={fieldError(submitted, INTENT, name)}>
      {long ? (
        <textarea name={name} defaultValue={value(name)} rows={3} className={`${input} py-2`} />
      ) : (
        <input name={name} type={type ?? "text"} defaultValue={value(name)} className={input} />
      )}
    </FormField>
  );
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Erstinformation</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Die Erstinformation nach § 15 VersVermV steht auf jedem Vergleichsformular vor der ersten Berechnung,
        als PDF unter <a href={FIRST_INFORMATION_PATH}>{FIRST_INFORMATION_PATH}</a> und in jeder E-Mail zu
        einem Vergleich oder einer Anfrage. Jede Anfrage speichert die gezeigte Version. Aktuelle Version:{" "}
        <strong>{loaded.version}</strong>.
      </p>
      {loaded.missing.length > 0 ? (
        <div
          role="alert"
          className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          <p className="font-semibold">Vor dem Produktivbetrieb fehlen noch:</p>
          <ul className="mt-1 list-disc pl-5">
            {loaded.missing.map((missing) => (
              <li key={missing}>{missing}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 max-w-3xl text-emerald-800">Die Erstinformation ist vollständig.</p>
      )}
      <Form
        method="post"
        className="mt-6 grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 className="text-xl font-semibold text-slate-900">Betreiber</h2>
        {OPERATOR_FIELDS.map(field)}
        <h2 className="mt-2 text-xl font-semibold text-slate-900">Angaben der Erstinformation</h2>
        {TEXT_FIELDS.slice(0, 2).map(field)}
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            name="adviceOffered"
            defaultChecked={loaded.firstInformation.adviceOffered}
            className="size-5"
          />
          Wir bieten eine Beratung zu den vermittelten Versicherungen an
        </label>
        {TEXT_FIELDS.slice(2).map(field)}
        <SaveNotice result={submitted} intent={INTENT} />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Wird gespeichert..." : "Speichern"}
          </Button>
        </div>
      </Form>
      <AuditTrail entries={loaded.audit} />
    </>
  );
}
