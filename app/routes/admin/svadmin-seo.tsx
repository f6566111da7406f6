import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { SEO_PAGES, seoFieldName, seoFormSchema } from "../../../domain/settings/admin-forms";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { loadSettingsPage, saveSettingsSection } from "../../features/admin/settings-page.server";
import { AuditTrail, fieldError, SaveNotice, shownValue } from "../../features/admin/settings-parts";
import { seoForPath } from "../../features/landing/page-seo";
import type { Route } from "./+types/svadmin-seo";

const INTENT = "seo";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSettingsPage(context, INTENT, ({ seo }) => ({
    pages: SEO_PAGES.map((page) => ({
      ...page,
      ...(page.key === "default" ? seo.default : seoForPath(seo, page.key)),
    })),
    indexingEnabled: seo.indexingEnabled,
    sitemapEnabled: seo.sitemapEnabled,
  }));
}

export async function action({ context, request }: Route.ActionArgs) {
  return saveSettingsSection(context, request, INTENT, seoFormSchema, (current, seo) => ({
    ...current,
    seo: { ...current.seo, ...seo, pages: { ...current.seo.pages, ...seo.pages } },
  }));
}

export const meta: Route.MetaFunction = () => [{ title: "SEO | Admin-Bereich" }];

export default function SeoPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const submitted = result && "intent" in result ? result : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">SEO</h1>
      <p className="mt-2 text-slate-700">
        Titel und Beschreibung für Suchmaschinen und Linkvorschauen; robots.txt und Sitemap.
      </p>
      <Form method="post" className="mt-6 grid max-w-3xl gap-6">
        {loaded.pages.map((page) => {
          const title = seoFieldName("title", page.key);
          const description = seoFieldName("description", page.key);
          return (
            <fieldset key={page.key} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <legend className="px-1 font-semibold text-slate-900">{page.label}</legend>
              <FormField label="Titel" error={fieldError(submitted, INTENT, title)}>
                <input
                  name={title}
                  required
                  maxLength={120}
                  defaultValue={shownValue(submitted, INTENT, title, page.title)}
                  className="min-h-11 rounded-lg border border-slate-300 px-3"
                />
              </FormField>
              <FormField label="Beschreibung" error={fieldError(submitted, INTENT, description)}>
                <textarea
                  name={description}
                  required
                  rows={2}
                  maxLength={320}
                  defaultValue={shownValue(submitted, INTENT, description, page.description)}
                  className="rounded-lg border border-slate-300 px-3 py-2"
                />
              </FormField>
            </fieldset>
          );
        })}
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-900">Suchmaschinen</legend>
          <label className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              name="indexingEnabled"
              defaultChecked={loaded.indexingEnabled}
              className="size-5"
            />
            Indexierung erlauben (robots.txt; aus: „Disallow: /“ und noindex)
          </label>
          <label className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              name="sitemapEnabled"
              defaultChecked={loaded.sitemapEnabled}
              className="size-5"
            />
            Sitemap veröffentlichen (/sitemap.xml)
          </label>
        </fieldset>
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
