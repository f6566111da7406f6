import { withClaimMark } from "./claim-footnote";

/** The scrolling banner (docs/product/site.md); the text (admin page 'Erscheinungsbild') repeats three times. Stands still with reduced motion; an empty text hides it. */
export function NewsBanner({ text }: { text: string }) {
  if (text.trim() === "") return null;
  return (
    <section
      aria-label="Aktuelle Hinweise"
      className="overflow-hidden bg-primary-900 py-2 text-sm text-white"
    >
      <p className="sr-only">{withClaimMark(text)}</p>
      <div className="animate-marquee flex w-max whitespace-nowrap" aria-hidden="true">
        {[0, 1, 2].map((copy) => (
          <span key={copy} className="px-8">
            {withClaimMark(text, { plain: true })}
          </span>
        ))}
      </div>
    </section>
  );
}
