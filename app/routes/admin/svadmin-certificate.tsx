import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { securityCertificateFormSchema } from "../../../domain/settings/admin-forms";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { loadSettingsPage, saveSettingsSection } from "../../features/admin/settings-page.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import type { Route } from "./+types/svadmin-certificate";

const INTENT = "security-certificate";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context, INTENT, ({ securityCertificate }) => ({
    certificate: securityCertificate,
  }));
}

/**
 * Sets or (all fields empty) removes the certificate behind the 'TÜV-geprüfte Sicherheit' claim
 * (docs/product/broker-duties.md#claims), through the one settings writer (validated, audited).
 */
export async function action({ context, request }: Route.ActionArgs) {
  return saveSettingsSection(
    context,
    request,
    INTENT,
    securityCertificateFormSchema,
    (current, securityCertificate) => ({ ...current, securityCertificate }),
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Prüfzeichen | Admin-Bereich" }];

export default function SecurityCertificatePage() {
  const loaded = useLoaderData<typeof loader>();
  const { certificate } = loaded;
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  const value = (field: "issuer" | "number" | "validUntil") =>
    shownValue(submitted, INTENT, field, certificate?.[field] ?? "");
  const input = "min-h-11 rounded-lg border border-slate-300 px-3";
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Prüfzeichen</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Die Vergleichsseiten nennen „TÜV-geprüfte Sicherheit“ nur mit einem gültigen Zertifikat einer
        TÜV-Stelle, das hier eingetragen ist, und zeigen Prüfstelle, Nummer und Gültigkeit daneben. Ohne
        gültiges Zertifikat steht dort eine Aussage, die ohne Prüfung wahr ist. Alle Felder leer entfernt das
        Zertifikat.
      </p>
      <Form
        method="post"
        className="mt-6 grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <FormField label="Prüfstelle" error={fieldError(submitted, INTENT, "issuer")}>
          <input name="issuer" defaultValue={value("issuer")} maxLength={120} className={input} />
        </FormField>
        <FormField label="Zertifikatsnummer" error={fieldError(submitted, INTENT, "number")}>
          <input name="number" defaultValue={value("number")} maxLength={120} className={input} />
        </FormField>
        <FormField label="Gültig bis" error={fieldError(submitted, INTENT, "validUntil")}>
          <input name="validUntil" type="date" defaultValue={value("validUntil")} className={input} />
        </FormField>
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
