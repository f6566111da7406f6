import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqItem } from "./faq-items";
import { SectionHeading } from "./section-heading";
import { fadeInMarks } from "./use-fade-in";

/** FAQ (docs/product/site.md): six questions as an accordion, one open at a time, the open one can be closed. */
export function FaqSection({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);
  const baseId = useId();
  return (
    <section {...fadeInMarks()} id="pkv-faq" aria-labelledby="pkv-faq-heading" className="scroll-mt-[100px]">
      <SectionHeading id="pkv-faq-heading">Häufige Fragen zur privaten Krankenversicherung</SectionHeading>
      <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item, index) => {
          const open = openIndex === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? undefined : index)}
                  className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 md:px-6"
                >
                  {item.question}
                  <ChevronDown
                    className={`size-5 shrink-0 text-primary-700 transition-transform ${open ? "rotate-180" : ""}`}
                    aria-hidden
                  />
                </button>
              </h3>
              <section
                id={panelId}
                aria-labelledby={buttonId}
                hidden={!open}
                className="px-4 pb-4 text-slate-700 md:px-6"
              >
                <p>{item.answer}</p>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
