import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { SectionHeading } from "./section-heading";

/**
 * The anchor pkv-eligibility: the short comparison form sits in the hero (docs/product/site.md). The form itself
 * is built by the comparison issue and mounts into the marked slot.
 */
export function EligibilitySection({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <section
      id="pkv-eligibility"
      aria-labelledby="pkv-eligibility-heading"
      className={cn(
        "scroll-mt-[100px] rounded-2xl border border-primary-100 bg-white p-5 shadow-sm md:p-8",
        className,
      )}
    >
      <SectionHeading id="pkv-eligibility-heading">
        PKV-Check: In nur 10 Sekunden zu Ihren Tarifen
      </SectionHeading>
      <p className="mt-3 text-slate-700">
        Geben Sie Ihr Geburtsdatum und Ihren Berufsstatus an – unser Tarifrechner findet die passenden Tarife
        von über 20 Anbietern für Sie.
      </p>
      <div data-slot="short-comparison-form" className="@container mt-6">
        {children}
      </div>
    </section>
  );
}
