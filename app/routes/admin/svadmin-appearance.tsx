import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { appearanceFormSchema } from "../../../domain/settings/admin-forms";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { loadSettingsPage, saveSettingsSection } from "../../features/admin/settings-page.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import { PartnerLogoUpload, SiteMediaUpload } from "../../features/media/site-media-upload";
import { PRIMARY_COLORS } from "../../lib/primary-palette";
import type { Route } from "./+types/svadmin-appearance";

const INTENT = "appearance";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context, INTENT, (settings, page) => ({
    appearance: settings.appearance,
    defaultSiteName: page.siteName,
  }));
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveSettingsSection(context, request, INTENT, appearanceFormSchema, (current, appearance) => ({
    ...current,
    appearance,
  }));
}

export const meta: Route.MetaFunction = () => [{ title: "Erscheinungsbild | Admin-Bereich" }];

export default function AppearancePage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  const value = (field: "siteName" | "bannerText" | "primaryColor") =>
    shownValue(submitted, INTENT, field, loaded.appearance[field]);
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Erscheinungsbild</h1>
      <p className="mt-2 text-slate-700">Name, Banner und Hauptfarbe der öffentlichen Website.</p>
      <Form method="post" className="mt-6 grid max-w-2xl gap-5">
        <FormField
          label="Name der Website"
          description={`Leer: „${loaded.defaultSiteName}“ (SITE_NAME).`}
          error={fieldError(submitted, INTENT, "siteName")}
        >
          <input
            name="siteName"
            defaultValue={value("siteName")}
            maxLength={60}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          />
        </FormField>
        <FormField
          label="Bannertext"
          description="Laufschrift unter der Kopfzeile; leer blendet das Banner aus."
          error={fieldError(submitted, INTENT, "bannerText")}
        >
          <textarea
            name="bannerText"
            defaultValue={value("bannerText")}
            rows={3}
            maxLength={300}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">Hauptfarbe</legend>
          <p className="text-sm text-slate-600">
            Alle Farben halten den Kontrast nach WCAG AA für Text und Schaltflächen ein.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {PRIMARY_COLORS.map((color) => (
              <label
                key={color.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-slate-900"
              >
                <input
                  type="radio"
                  name="primaryColor"
                  value={color.id}
                  defaultChecked={value("primaryColor") === color.id}
                />
                <span
                  aria-hidden
                  className="size-6 rounded-full border border-slate-300"
                  style={{ backgroundColor: color.shades[800] }}
                />
                {color.label}
              </label>
            ))}
          </div>
        </fieldset>
        <SaveNotice result={submitted} intent={INTENT} />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Wird gespeichert..." : "Speichern"}
          </Button>
        </div>
      </Form>
      <section aria-labelledby="media-heading" className="mt-10 max-w-2xl">
        <h2 id="media-heading" className="text-lg font-semibold text-slate-900">
          Medien
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Dateien werden beim Hochladen am Inhalt geprüft und ersetzen die bisherigen sofort. Die Videos der
          Galerie verwalten Sie unter{" "}
          <Link to="/videos" className="font-medium text-primary-700 underline">
            Videogalerie
          </Link>
          .
        </p>
        <div className="mt-4 grid gap-8">
          <SiteMediaUpload slot="hero-video" />
          <SiteMediaUpload slot="sphere-animation" />
          <PartnerLogoUpload />
        </div>
      </section>
      <AuditTrail entries={loaded.audit} />
    </>
  );
}
