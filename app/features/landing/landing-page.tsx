import { type ComponentProps, memo, type ReactNode, Suspense } from "react";
import { preloadable } from "../../lib/preloadable";
import { HeroSection } from "./hero-section";
import type { LandingFigures } from "./landing-figures";

// Everything below the hero is server-rendered and hydrated from its own chunk (not part of the initial JS).
const sections = preloadable(() => import("./landing-sections"));
/** The server awaits this before rendering (the home loader), so the page is rendered in full at once. */
export const preloadLandingSections = sections.preload;

/**
 * Memoised: React keeps the server's HTML of the sections until their chunk has arrived, and would render them anew
 * (dropping that HTML) if their props changed before then. The route passes stable props.
 */
const LandingSections = memo(function LandingSections(
  props: ComponentProps<typeof import("./landing-sections").default>,
) {
  const { default: Sections } = sections.useModule();
  return <Sections {...props} />;
});

function FaqStructuredData(props: { figures: LandingFigures }) {
  const { FaqStructuredData: StructuredData } = sections.useModule();
  return <StructuredData {...props} />;
}

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
  return (
    <>
      <Suspense fallback={null}>
        <FaqStructuredData figures={figures} />
      </Suspense>
      <HeroSection siteName={siteName} video={heroVideo} shortForm={shortForm} onAskAi={onAskAi} />
      <Suspense fallback={null}>
        <LandingSections figures={figures} partnerLogos={partnerLogos} lucySphere={lucySphere} />
      </Suspense>
    </>
  );
}
