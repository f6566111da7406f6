import { FileText } from "lucide-react";
import { needsLines } from "../../../domain/leads/advice";
import type { AdviceRecord, AdviceTariff } from "../../../domain/leads/advice-reasons";
import { formatEuro } from "../../../lib/format/number-format";

/** Where a Beratungsdokumentation downloads (app/routes/public/advice-documentation.tsx). */
const adviceDocumentationHref = (token: string) => `/beratungsdokumentation/${token}`;

/** What the confirmation shows of the stored advice record (docs/product/broker-duties.md#advice-documentation). */
export type AdviceSummaryView =
  | {
      kind: "documentation";
      href: string;
      needs: { label: string; value: string }[];
      tariffs: AdviceTariff[];
    }
  | { kind: "waiver"; text: string };

/** The stored record → the confirmation's view (no secret but the download link's own). */
export function adviceSummaryView(record: AdviceRecord | undefined): AdviceSummaryView | undefined {
  if (!record) return undefined;
  if (record.kind === "waiver") return { kind: "waiver", text: record.text };
  return {
    kind: "documentation",
    href: adviceDocumentationHref(record.token),
    needs: needsLines(record.needs),
    tariffs: record.recommendation,
  };
}

/** The tariffs with their reasons, one list item each. */
function TariffReasons({ tariffs }: { tariffs: AdviceTariff[] }) {
  return (
    <ul className="mt-1 space-y-3">
      {tariffs.map((tariff) => (
        <li key={tariff.offerId} data-testid="advice-tariff">
          <p className="text-sm font-semibold text-slate-900">
            {tariff.insurer} – {tariff.tariffName}:{" "}
            <span className="whitespace-nowrap">{formatEuro(tariff.monthlyPrice)}</span> / Monat
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {[...tariff.reasons, ...tariff.needReasons].map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * Before sending (the page /kontaktanfrage): the recommended tariffs with the ranking's reasons; after sending, the
 * documentation adds what each offers for the stated needs.
 */
export function AdviceRecommendation({ tariffs }: { tariffs: AdviceTariff[] }) {
  return (
    <section
      className="mt-4 rounded-lg border border-slate-200 p-4"
      aria-labelledby="advice-recommendation-heading"
      data-testid="advice-recommendation"
    >
      <h2 id="advice-recommendation-heading" className="text-base font-semibold text-slate-900">
        Unsere Empfehlung und ihre Gründe
      </h2>
      <TariffReasons tariffs={tariffs} />
      <p className="mt-2 text-xs text-slate-600">
        Nach Ihren Angaben unten nennen wir in Ihrer Beratungsdokumentation auch, was jeder Tarif für Ihre
        Wünsche bietet.
      </p>
    </section>
  );
}

/**
 * After sending: the needs, the recommendation with the reasons per tariff and the PDF to download — or that the
 * person declared the waiver.
 */
export function AdviceSummary({ advice }: { advice: AdviceSummaryView }) {
  if (advice.kind === "waiver") {
    return (
      <div
        className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-800"
        data-testid="advice-waiver-recorded"
      >
        <p className="font-semibold">Sie haben auf Beratung und Dokumentation verzichtet.</p>
        <p className="mt-1">{advice.text}</p>
      </div>
    );
  }
  return (
    <section
      className="mt-4 rounded-lg border border-slate-200 p-4 text-left"
      aria-labelledby="advice-summary-heading"
      data-testid="advice-summary"
    >
      <h2 id="advice-summary-heading" className="text-base font-semibold text-slate-900">
        Ihre Beratungsdokumentation
      </h2>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        {advice.needs.map((line) => (
          <div key={line.label}>
            <dt className="inline font-semibold">{line.label}: </dt>
            <dd className="inline">{line.value}</dd>
          </div>
        ))}
      </dl>
      {advice.tariffs.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-900">Unsere Empfehlung und ihre Gründe</h3>
          <TariffReasons tariffs={advice.tariffs} />
        </>
      )}
      <p className="mt-3">
        <a
          href={advice.href}
          download
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 underline underline-offset-4"
        >
          <FileText className="size-4" aria-hidden />
          Beratungsdokumentation herunterladen (PDF)
        </a>
      </p>
      <p className="text-xs text-slate-600">Wir haben sie Ihnen außerdem per E-Mail geschickt.</p>
    </section>
  );
}
