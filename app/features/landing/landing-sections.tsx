import type { ReactNode } from "react";
import { StaticContent } from "../../lib/static-content";
import { AdvantagesSection, AiSelectionSection, LucySection, PartnersSection } from "./content-sections";
import { faqItems } from "./faq-items";
import { FaqSection } from "./faq-section";
import { JsonLd } from "./json-ld";
import type { LandingFigures } from "./landing-figures";
import { PkvExplanation } from "./pkv-explanation";
import { ScrollToTop } from "./scroll-to-top";
import { TableOfContents } from "./table-of-contents";
import { useFadeInMarked } from "./use-fade-in";

/**
 * The landing page below the hero (docs/product/site.md). Its own chunk, loaded during hydration instead of
 * before it: the server renders it in full, and React keeps that HTML until the chunk has arrived
 * (docs/decisions/021-landing-initial-js.md). The sections fade in through one observer (`useFadeInMarked`), so
 * their text can stay static content.
 */
export default function LandingSections({
  figures,
  partnerLogos,
  lucySphere,
}: {
  figures: LandingFigures;
  partnerLogos: ReactNode;
  lucySphere: ReactNode;
}) {
  const fadeInContainer = useFadeInMarked<HTMLDivElement>();
  return (
    <div ref={fadeInContainer} className="contents">
      {/* Off-screen sections skip style and layout until they come near the viewport
          (docs/decisions/024-react-in-the-browser.md#content-visibility). */}
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-10 md:space-y-20 [&>*]:[contain-intrinsic-size:auto_900px] [&>*]:[content-visibility:auto]">
        <TableOfContents />
        <AdvantagesSection />
        <PartnersSection logos={partnerLogos} />
        <LucySection sphere={lucySphere} />
        <AiSelectionSection />
        {/* Text only: never hydrated (docs/decisions/024-react-in-the-browser.md#static-content). */}
        <StaticContent>
          <PkvExplanation figures={figures} />
        </StaticContent>
        <FaqSection items={faqItems(figures)} />
      </div>
      <ScrollToTop />
    </div>
  );
}

/**
 * The FAQ as FAQPage structured data (same chunk as the sections; it comes before the hero in the page).
 * @public read from the lazily loaded module in landing-page.tsx
 */
export function FaqStructuredData({ figures }: { figures: LandingFigures }) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqItems(figures).map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      }}
    />
  );
}
