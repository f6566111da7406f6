import { AlertTriangle, CheckCircle2, CircleSlash, PlusCircle } from "lucide-react";
import type { ReactNode } from "react";
import { RISK_ESTIMATE_NOTE, RISK_STATUS_LABELS } from "../../../domain/offers/risk-labels";
import type { RiskAssessmentRecord, RiskStatus } from "../../../domain/offers/tariff-record";
import { formatNumber } from "../../../lib/format/number-format";
import { cn } from "../../lib/cn";

/** The estimate's text: 'Zuschlag erwartet (ca. 15 %)' for a surcharge, else the status's label. */
export function riskStatusText(assessment: RiskAssessmentRecord): string {
  const label = RISK_STATUS_LABELS[assessment.status];
  return assessment.status === "surcharge"
    ? `${label} (ca. ${formatNumber(assessment.surchargePercent)} %)`
    : label;
}

const STYLES: Record<RiskStatus, { className: string; icon: ReactNode }> = {
  accept: {
    className: "border-green-300 bg-green-50 text-green-900",
    icon: <CheckCircle2 className="size-3.5 shrink-0" aria-hidden />,
  },
  surcharge: {
    className: "border-amber-300 bg-amber-50 text-amber-950",
    icon: <PlusCircle className="size-3.5 shrink-0" aria-hidden />,
  },
  exclusion: {
    className: "border-orange-300 bg-orange-50 text-orange-950",
    icon: <AlertTriangle className="size-3.5 shrink-0" aria-hidden />,
  },
  decline: {
    className: "border-red-300 bg-red-50 text-red-900",
    icon: <CircleSlash className="size-3.5 shrink-0" aria-hidden />,
  },
};

/**
 * The health pre-check's estimate for one tariff (docs/product/comparison.md#family-and-health): text and icon,
 * never colour alone. `reasons` 'disclosure' puts the reasons and the model note in a <details> (cards and list,
 * works without JavaScript); 'list' shows them open (tariff details).
 */
export function RiskAssessmentBadge({
  assessment,
  reasons = "disclosure",
  className,
}: {
  assessment: RiskAssessmentRecord;
  reasons?: "disclosure" | "list";
  className?: string;
}) {
  const style = STYLES[assessment.status];
  const badge = (
    <span
      data-testid="risk-badge"
      data-risk={assessment.status}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
        style.className,
      )}
    >
      {style.icon}
      {riskStatusText(assessment)}
    </span>
  );
  const reasonList = assessment.reasons.length > 0 && (
    <ul className="mt-1 list-disc pl-5" data-testid="risk-reasons">
      {assessment.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
  if (reasons === "list") {
    return (
      <div className={cn("text-sm text-slate-700", className)} data-testid="risk-assessment">
        {badge}
        {reasonList}
        <p className="mt-1 text-xs text-slate-600">{RISK_ESTIMATE_NOTE}</p>
      </div>
    );
  }
  return (
    <div className={cn("text-xs text-slate-700", className)} data-testid="risk-assessment">
      {badge}
      <details className="mt-1">
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-primary-800 underline underline-offset-2">
          {assessment.reasons.length > 0 ? "Gründe der Einschätzung" : "Zur Einschätzung"}
        </summary>
        {reasonList}
        <p className="mt-1 text-slate-600">{RISK_ESTIMATE_NOTE}</p>
      </details>
    </div>
  );
}
