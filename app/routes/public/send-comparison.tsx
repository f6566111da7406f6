import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { notFound } from "../../components/not-found-page";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { comparisonControlClass, comparisonField } from "../../features/comparison/field-styles";
import { resultsHref } from "../../features/comparison/results-links";
import { formFailure, formSuccess, readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/send-comparison";

export const meta: Route.MetaFunction = () => [
  { title: "Vergleich per E-Mail senden" },
  { name: "robots", content: "noindex" },
];

/** Who may see the comparison may send it; otherwise the German 404. */
async function comparisonOf(context: Route.LoaderArgs["context"], request: Request) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  if (!comparison) throw notFound({ kind: "comparison" });
  return { page, comparison };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { comparison } = await comparisonOf(context, request);
  return { comparisonId: comparison.id, count: comparison.offers.length };
}

/**
 * 'Vergleich per E-Mail senden' (docs/product/documents.md#by-e-mail): no account needed; the address is checked,
 * used for this one mail (through the delivery queue and the mail provider) and not kept.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, comparison } = await comparisonOf(context, request);
  const { fields } = await readForm(request);
  try {
    await page.documents.sendByMail(comparison, fields);
    // The address is not shown again: nothing of it stays.
    return formSuccess("send", {});
  } catch (error) {
    return formFailure("send", error, fields);
  }
}

export default function SendComparisonRoute() {
  const { comparisonId, count } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Link
        to={resultsHref.results(comparisonId)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
      >
        Zurück zu Ihren Tarifen
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Vergleich per E-Mail senden</h1>
      <p className="mt-2 text-slate-700">
        Wir senden Ihnen die Top-Empfehlungen und die Links zu allen {count} Tarifen und zum PDF. Ihre
        E-Mail-Adresse verwenden wir nur für diese Nachricht und löschen sie, sobald die Nachricht zugestellt
        ist; kann sie nicht zugestellt werden, nach spätestens 7 Tagen.
      </p>
      {result?.ok ? (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-4 font-medium text-green-900">
          Wir haben Ihren Vergleich an die angegebene Adresse gesendet.
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4" noValidate>
          {failed?.formError && (
            <p role="alert" className="font-medium text-red-700">
              {failed.formError}
            </p>
          )}
          <FormField label="E-Mail-Adresse" error={failed?.fieldErrors.email} {...comparisonField}>
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={failed?.values.email ?? ""}
              className={comparisonControlClass}
            />
          </FormField>
          <Button type="submit" disabled={sending}>
            {sending ? "Wird gesendet …" : "Vergleich senden"}
          </Button>
        </Form>
      )}
    </div>
  );
}
