import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { formatDateTime } from "../../../lib/format/date-format";
import { Button } from "../../components/ui/button";
import { readForm } from "../../lib/form-action.server";
import { requireAdmin } from "../../lib/guards.server";
import type { Route } from "./+types/svadmin-deliveries";

/**
 * Mails and SMS the delivery queue gave up after every retry (docs/architecture.md#delivery-queue), each with
 * 'Erneut senden'. A plain POST form: works without JavaScript.
 */

/** The one input of the form: the id of the failed delivery (form and action). */
export const retryDeliverySchema = z.object({ id: z.coerce.number().int().positive() });

export async function loader({ context }: Route.LoaderArgs) {
  const access = requireAdmin(context);
  const failed = await access.admin.deliveries.listFailed();
  return {
    failed: failed.map((delivery) => ({
      id: delivery.id,
      channel: delivery.channel === "mail" ? "E-Mail" : "SMS",
      recipient: delivery.recipient,
      subject: delivery.subject ?? "–",
      attempts: delivery.attempts,
      lastError: delivery.lastError ?? "–",
      createdAt: formatDateTime(delivery.createdAt),
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const access = requireAdmin(context);
  const parsed = retryDeliverySchema.safeParse((await readForm(request)).fields);
  const queued = parsed.success && (await access.admin.deliveries.retry(access.actor, parsed.data.id));
  return queued
    ? { ok: true as const, message: "Die Nachricht wird erneut gesendet." }
    : data(
        {
          ok: false as const,
          message: "Diese Nachricht gibt es nicht oder sie ist nicht mehr als fehlgeschlagen markiert.",
        },
        { status: 404 },
      );
}

export const meta: Route.MetaFunction = () => [{ title: "Zustellungen | Admin-Bereich" }];

export default function DeliveriesPage() {
  const loaded = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const result = submitted && "message" in submitted ? submitted : undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Zustellungen</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        E-Mails und SMS, die auch nach allen Wiederholungen nicht zugestellt werden konnten. „Erneut senden“
        stellt die Nachricht wieder in die Warteschlange. 7 Tage nach dem Versandauftrag wird eine
        fehlgeschlagene Nachricht samt Empfänger und Inhalt gelöscht (siehe Datenschutzerklärung,
        Speicherdauer).
      </p>
      {result ? (
        <p
          role="status"
          className={
            result.ok
              ? "mt-4 rounded-lg bg-green-50 px-3 py-2 font-medium text-green-900"
              : "mt-4 rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900"
          }
        >
          {result.message}
        </p>
      ) : null}
      {loaded.failed.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-100 px-3 py-2 text-slate-800">
          Keine fehlgeschlagenen Zustellungen.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Fehlgeschlagene Zustellungen</caption>
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Erstellt
                </th>
                <th scope="col" className="py-2 pr-3">
                  Kanal
                </th>
                <th scope="col" className="py-2 pr-3">
                  Empfänger
                </th>
                <th scope="col" className="py-2 pr-3">
                  Betreff
                </th>
                <th scope="col" className="py-2 pr-3">
                  Versuche
                </th>
                <th scope="col" className="py-2 pr-3">
                  Letzter Fehler
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.failed.map((delivery) => (
                <tr key={delivery.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{delivery.createdAt}</td>
                  <td className="py-2 pr-3">{delivery.channel}</td>
                  <td className="py-2 pr-3 break-all">{delivery.recipient}</td>
                  <td className="py-2 pr-3">{delivery.subject}</td>
                  <td className="py-2 pr-3">{delivery.attempts}</td>
                  <td className="py-2 pr-3 break-all text-slate-700">{delivery.lastError}</td>
                  <td className="py-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={delivery.id} />
                      <Button type="submit" disabled={sending}>
                        Erneut senden
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
