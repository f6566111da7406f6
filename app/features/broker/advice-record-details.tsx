import { needsLines } from "../../../domain/leads/advice";
import type { AdviceRecord } from "../../../domain/leads/advice-reasons";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatEuro } from "../../../lib/format/number-format";

/**
 * A bought lead's needs and advice documentation as the person received it, or the declared waiver
 * (docs/product/broker-duties.md#advice-documentation): the buyer's record of what was asked and recommended.
 */
export function AdviceRecordDetails({ record }: { record: AdviceRecord }) {
  if (record.kind === "waiver") {
    return (
      <div className="text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          Verzicht auf Beratung und Dokumentation, erklärt am {formatDateTime(record.declaredAt)}
        </p>
        <p className="mt-1">{record.text}</p>
        <p className="mt-1 text-xs">Angezeigter Hinweis: {record.warning}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p className="text-xs text-slate-600">
        Gesendet am {formatDateTime(record.document.sentAt)} · Fassung {record.version} · SHA-256{" "}
        {record.document.sha256.slice(0, 16)}…
      </p>
      <dl className="space-y-0.5">
        {needsLines(record.needs).map((line) => (
          <div key={line.label}>
            <dt className="inline font-semibold">{line.label}: </dt>
            <dd className="inline">{line.value}</dd>
          </div>
        ))}
      </dl>
      {record.recommendation.map((tariff) => (
        <div key={tariff.offerId}>
          <p className="font-semibold text-slate-900">
            {tariff.insurer} – {tariff.tariffName}, {formatEuro(tariff.monthlyPrice)} / Monat
          </p>
          <ul className="list-disc pl-5">
            {[...tariff.reasons, ...tariff.needReasons].map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ))}
      {record.marketBasis && <p className="text-xs">{record.marketBasis}</p>}
    </div>
  );
}
