import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { isAppError } from "../../../domain/errors/app-error";
import { pageContext } from "../../../server/transport/page-context.server";
import { Button } from "../../components/ui/button";
import type { Route } from "./+types/consent-withdrawal";

/**
 * The withdrawal link of a contact request (confirmation e-mail, /mein-bereich;
 * docs/product/leads.md#consent-and-withdrawal): opening it changes nothing (mail scanners open links), the button
 * withdraws the consent. The lead leaves the marketplace at once; the withdrawal is recorded.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lead = await context.get(pageContext).leads.findByWithdrawalToken(params.token);
  if (!lead) return data({ state: "invalid" as const }, { status: 404 });
  return { state: lead.withdrawn ? ("withdrawn" as const) : ("active" as const) };
}

export async function action({ context, params }: Route.ActionArgs) {
  try {
    await context.get(pageContext).leads.withdrawByToken(params.token);
    return { withdrawn: true };
  } catch (error) {
    if (isAppError(error) && error.code === "withdrawal-link-invalid") {
      return data({ withdrawn: false }, { status: error.status });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Einwilligung widerrufen" },
  { name: "robots", content: "noindex" },
];

export default function ConsentWithdrawal() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const withdrawn = acted?.withdrawn === true || loaded.state === "withdrawn";
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Einwilligung widerrufen</h1>
      {loaded.state === "invalid" || acted?.withdrawn === false ? (
        <p className="mt-4 text-slate-700">Der Widerrufslink ist ungültig.</p>
      ) : withdrawn ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900">
          Ihre Einwilligung ist widerrufen. Ihre Anfrage wird nicht mehr an Versicherungsmakler oder
          Versicherer weitergegeben.
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            Mit dem Widerruf geben wir Ihre Anfrage ab sofort nicht mehr an Versicherungsmakler oder
            Versicherer weiter.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" disabled={navigation.state !== "idle"}>
              Einwilligung widerrufen
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
