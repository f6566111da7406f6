import type { ReactNode } from "react";
import { AdvantagesSection, AiSelectionSection, LucySection, PartnersSection } from "./content-sections";
import { faqItems } from "./faq-items";
import { FaqSection } from "./faq-section";
import { HeroSection } from "./hero-section";
import { JsonLd } from "./json-ld";
import type { LandingFigures } from "./landing-figures";
import { PkvExplanation } from "./pkv-explanation";
import { ScrollToTop } from "./scroll-to-top";
import { TableOfContents } from "./table-of-contents";

/**
 * The landing page (docs/product/site.md): the hero with the type selector, video and short-form slot, then the
 * table of contents and the content sections. Media come from the route, so this feature stays
 * media-agnostic.
 */
export function LandingPage({
  siteName,
  figures,
  heroVideo,
  partnerLogos,
  lucySphere,
  shortForm,
  onAskAi,
}: {
  siteName: string;
  figures: LandingFigures;
  heroVideo: ReactNode;
  partnerLogos: ReactNode;
  lucySphere: ReactNode;
  /** The short comparison form for the hero's slot. */
  shortForm?: ReactNode;
  /** Opens Lucy from the hero's 'PKV KI-Fragen stellen'; absent when the assistant is switched off. */
  onAskAi?: () => void;
}) {
  const faq = faqItems(figures);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <HeroSection siteName={siteName} video={heroVideo} shortForm={shortForm} onAskAi={onAskAi} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-10 md:space-y-20">
        <TableOfContents />
        <AdvantagesSection />
        <PartnersSection logos={partnerLogos} />
        <LucySection sphere={lucySphere} />
        <AiSelectionSection />
        <PkvExplanation figures={figures} />
        <FaqSection items={faq} />
      </div>
      <ScrollToTop />
    </>
  );
}
