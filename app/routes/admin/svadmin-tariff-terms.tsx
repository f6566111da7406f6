import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { tariffKeyOf } from "../../../domain/offers/offer-rules";
import { tariffTermsFormSchema } from "../../../domain/settings/admin-forms";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { loadSettingsPage, saveSettingsSection } from "../../features/admin/settings-page.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import type { Route } from "./+types/svadmin-tariff-terms";

const INTENT = "tariff-terms";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context, INTENT, ({ tariffTerms }) => ({
    entries: Object.entries(tariffTerms)
      .map(([key, entry]) => ({ key, ...entry }))
      .sort((a, b) => `${a.provider} ${a.name}`.localeCompare(`${b.provider} ${b.name}`, "de")),
  }));
}

/**
 * Sets or (with an empty address) removes the AVB link of one tariff (docs/product/documents.md#insurer-terms),
 * through the one settings writer (validated, audited).
 */
export async function action({ context, request }: Route.ActionArgs) {
  return saveSettingsSection(context, request, INTENT, tariffTermsFormSchema, (current, form) => {
    const key = tariffKeyOf(form.provider, form.name);
    const { [key]: _previous, ...others } = current.tariffTerms;
    return { ...current, tariffTerms: form.url === "" ? others : { ...others, [key]: form } };
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Tarifbedingungen | Admin-Bereich" }];

export default function TariffTermsPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  const input = "min-h-11 rounded-lg border border-slate-300 px-3";
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Tarifbedingungen</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Links zu den Allgemeinen Versicherungsbedingungen (AVB) der Versicherer. Die Tarifdetails zeigen einen
        Link nur, wenn er hier eingetragen ist; Versicherer und Tarif so, wie der Vergleich sie nennt.
      </p>
      <Form
        method="post"
        className="mt-6 grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <FormField label="Versicherer" error={fieldError(submitted, INTENT, "provider")}>
          <input
            name="provider"
            required
            defaultValue={shownValue(submitted, INTENT, "provider", "")}
            className={input}
          />
        </FormField>
        <FormField label="Tarif" error={fieldError(submitted, INTENT, "name")}>
          <input
            name="name"
            required
            defaultValue={shownValue(submitted, INTENT, "name", "")}
            className={input}
          />
        </FormField>
        <FormField label="Link zu den AVB (https)" error={fieldError(submitted, INTENT, "url")}>
          <input
            name="url"
            type="url"
            required
            defaultValue={shownValue(submitted, INTENT, "url", "")}
            className={input}
          />
        </FormField>
        <SaveNotice result={submitted} intent={INTENT} />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Wird gespeichert..." : "Link speichern"}
          </Button>
        </div>
      </Form>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">Eingetragene Links</h2>
      {loaded.entries.length === 0 ? (
        <p className="mt-2 text-slate-700">Noch keine Links eingetragen.</p>
      ) : (
        <ul className="mt-2 grid max-w-3xl gap-2" data-testid="tariff-terms">
          {loaded.entries.map((entry) => (
            <li
              key={entry.key}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <span>
                <strong>
                  {entry.provider} – {entry.name}
                </strong>
                : <a href={entry.url}>{entry.url}</a>
              </span>
              <Form method="post">
                <input type="hidden" name="provider" value={entry.provider} />
                <input type="hidden" name="name" value={entry.name} />
                <input type="hidden" name="url" value="" />
                <Button
                  type="submit"
                  variant="secondary"
                  aria-label={`Link für ${entry.provider} ${entry.name} entfernen`}
                >
                  Entfernen
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AuditTrail entries={loaded.audit} />
    </>
  );
}
