import { Check } from "lucide-react";
import { withClaimMark } from "../../components/claim-footnote";
import { breakableInsuranceName } from "../../components/insurance-menu";
import { cn } from "../../lib/cn";
import { INSURANCE_TYPES } from "./insurance-types";
import { scrollToAnchor } from "./toc-entries";

/**
 * Insurance-type selector (docs/product/site.md): a side list on desktop, a horizontal scroller
 * on phones. PKV is selected (a press scrolls to the short form); the other types are disabled.
 */
export function InsuranceTypeSelector({ className }: { className?: string }) {
  return (
    <nav aria-label="Versicherungsarten" className={className}>
      <h2 className="mb-2 text-sm font-semibold text-slate-600">Versicherung wählen</h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
        {INSURANCE_TYPES.map((type) => {
          const Icon = type.icon;
          const base =
            "flex h-full w-60 shrink-0 snap-start flex-col gap-2 rounded-xl border p-3 text-left lg:w-full";
          if (type.available) {
            return (
              <li key={type.id} className="shrink-0 lg:shrink">
                <button
                  type="button"
                  aria-pressed="true"
                  onClick={() => scrollToAnchor("pkv-eligibility")}
                  className={cn(
                    base,
                    "border-primary-700 bg-primary-50 ring-1 ring-primary-700 hover:bg-primary-100",
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-semibold hyphens-auto text-primary-900">
                    <Icon className="size-5 shrink-0" aria-hidden />
                    <span className="min-w-0">{breakableInsuranceName(type.name)}</span>
                    <Check className="ml-auto size-4 shrink-0" aria-hidden />
                  </span>
                  <span className="text-sm text-slate-700">
                    {withClaimMark(type.description, { plain: true })}
                  </span>
                </button>
              </li>
            );
          }
          return (
            <li
              key={type.id}
              aria-disabled="true"
              className="shrink-0 lg:shrink"
              data-insurance-type={type.id}
            >
              <div className={cn(base, "border-slate-200 bg-white text-slate-500")}>
                <span className="flex items-center gap-2 text-sm font-semibold hyphens-auto text-slate-600">
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className="min-w-0">{breakableInsuranceName(type.name)}</span>
                </span>
                <span className="text-sm">Diese Versicherung ist bald verfügbar</span>
                <button
                  type="button"
                  disabled
                  className="mt-auto inline-flex min-h-9 items-center justify-center rounded-lg bg-slate-100 px-3 text-sm font-medium text-slate-600"
                >
                  Demnächst verfügbar
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
