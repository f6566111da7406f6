import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { isAppError } from "../../../domain/errors/app-error";
import { pageContext } from "../../../server/transport/page-context.server";
import { Button } from "../../components/ui/button";
import type { Route } from "./+types/lead-confirmation";

/**
 * The confirmation link of a contact request whose contact data was not the requester's own confirmed data
 * (e-mail to the lead's address; docs/product/leads.md#lifecycle): opening it changes nothing (mail scanners open
 * links), the button confirms the request. Only then is it validated and offered to partners; the confirmation is
 * recorded.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lead = await context.get(pageContext).leads.findByConfirmationToken(params.token);
  if (!lead) return data({ state: "invalid" as const }, { status: 404 });
  return { state: lead.state };
}

export async function action({ context, params }: Route.ActionArgs) {
  try {
    return await context.get(pageContext).leads.confirmByToken(params.token);
  } catch (error) {
    if (isAppError(error) && error.code === "confirmation-link-invalid") {
      return data({ state: "invalid" as const }, { status: error.status });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Anfrage bestätigen" },
  { name: "robots", content: "noindex" },
];

export default function LeadConfirmation() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const navigation = useNavigation();
  const state = acted?.state ?? loaded.state;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Anfrage bestätigen</h1>
      {state === "invalid" ? (
        <p className="mt-4 text-slate-700">Der Bestätigungslink ist ungültig.</p>
      ) : state === "confirmed" ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900">
          Vielen Dank, Ihre Anfrage ist bestätigt. Ein Experte meldet sich zur gewünschten Zeit bei Ihnen.
        </p>
      ) : state === "closed" ? (
        <p className="mt-4 text-slate-700">
          Diese Anfrage kann nicht mehr bestätigt werden, weil die Einwilligung widerrufen wurde.
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            Bitte bestätigen Sie, dass Sie diese Anfrage gestellt haben. Erst danach geben wir sie wie in
            Ihrer Einwilligung beschrieben weiter. Haben Sie keine Anfrage gestellt, müssen Sie nichts tun.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" disabled={navigation.state !== "idle"}>
              Anfrage bestätigen
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
