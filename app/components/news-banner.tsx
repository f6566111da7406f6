const BANNER_TEXT =
  "AKTUELL: Wechseln Sie noch Heute in die PKV und sparen Sie bis zu 65% gegenüber Ihrer aktuellen gesetzlichen Krankenkasse!";

/** The scrolling banner (docs/product/site.md); the text repeats three times. Stands still with reduced motion. */
export function NewsBanner() {
  return (
    <section
      aria-label="Aktuelle Hinweise"
      className="overflow-hidden bg-primary-900 py-2 text-sm text-white"
    >
      <p className="sr-only">{BANNER_TEXT}</p>
      <div className="animate-marquee flex w-max whitespace-nowrap" aria-hidden="true">
        {[0, 1, 2].map((copy) => (
          <span key={copy} className="px-8">
            {BANNER_TEXT}
          </span>
        ))}
      </div>
    </section>
  );
}
