import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { maintenanceFormSchema } from "../../../domain/settings/admin-forms";
import { maintenanceActive } from "../../../domain/settings/site-settings";
import { berlinLocalDateTime } from "../../../lib/dates/berlin-date";
import { formatDateTime } from "../../../lib/format/date-format";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { loadSettingsPage, saveSettingsSection } from "../../features/admin/settings-page.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import type { Route } from "./+types/svadmin-maintenance";

const INTENT = "maintenance";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context, INTENT, ({ maintenance }, page) => ({
    maintenance,
    active: maintenanceActive(maintenance, new Date(page.gate.now)),
    startsAt: maintenance.startsAt ? berlinLocalDateTime(new Date(maintenance.startsAt)) : "",
    endsAt: maintenance.endsAt ? berlinLocalDateTime(new Date(maintenance.endsAt)) : "",
  }));
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveSettingsSection(context, request, INTENT, maintenanceFormSchema, (current, maintenance) => ({
    ...current,
    maintenance,
  }));
}

export const meta: Route.MetaFunction = () => [{ title: "Wartung | Admin-Bereich" }];

export default function MaintenancePage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  const { maintenance } = loaded;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Wartung</h1>
      <p
        role="status"
        className={
          loaded.active
            ? "mt-3 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900"
            : "mt-3 rounded-lg bg-slate-100 px-3 py-2 text-slate-800"
        }
      >
        {loaded.active
          ? "Der Wartungsmodus ist aktiv: Besucher sehen die Wartungsseite (HTTP 503). Admins können die Website weiter nutzen."
          : maintenance.enabled && maintenance.startsAt
            ? `Wartung geplant ab ${formatDateTime(maintenance.startsAt)}.`
            : "Der Wartungsmodus ist aus."}
      </p>
      <Form method="post" className="mt-6 grid max-w-2xl gap-5">
        <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
          <input type="checkbox" name="enabled" defaultChecked={maintenance.enabled} className="size-5" />
          Wartungsmodus einschalten
        </label>
        <FormField label="Hinweis für Besucher" error={fieldError(submitted, INTENT, "message")}>
          <textarea
            name="message"
            rows={3}
            maxLength={500}
            required
            defaultValue={shownValue(submitted, INTENT, "message", maintenance.message)}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Beginn (optional)"
            description="Deutsche Zeit; leer: sofort."
            error={fieldError(submitted, INTENT, "startsAt")}
          >
            <input
              type="datetime-local"
              name="startsAt"
              defaultValue={shownValue(submitted, INTENT, "startsAt", loaded.startsAt)}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </FormField>
          <FormField
            label="Ende (optional)"
            description="Deutsche Zeit; leer: bis zum Ausschalten."
            error={fieldError(submitted, INTENT, "endsAt")}
          >
            <input
              type="datetime-local"
              name="endsAt"
              defaultValue={shownValue(submitted, INTENT, "endsAt", loaded.endsAt)}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </FormField>
        </div>
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
