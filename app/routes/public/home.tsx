import { useMemo, useState } from "react";
import { useLoaderData, useRouteLoaderData } from "react-router";
import { constantsForDate } from "../../../domain/constants/yearly-constants";
import { pageContext } from "../../../server/transport/page-context.server";
import { ShortComparisonForm } from "../../features/comparison/short-comparison-form";
import { JsonLd } from "../../features/landing/json-ld";
import { landingFigures } from "../../features/landing/landing-figures";
import { LandingPage, preloadLandingSections } from "../../features/landing/landing-page";
import { seoForPath } from "../../features/landing/page-seo";
import { LucyWidget } from "../../features/lucy/lucy-widget";
import { firstMp4Url, HERO_POSTER_URL, HERO_VIDEO_URL } from "../../features/media/hero-media";
import { HeroVideo } from "../../features/media/hero-video";
import { InsurerLogoGrid } from "../../features/media/insurer-logo-grid";
import { SphereAnimation } from "../../features/media/sphere-animation";
import { firstInformationPanel } from "../../lib/first-information.server";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { loader as rootLoader } from "../../root";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const [settings, spheres] = await Promise.all([
    page.services.getSiteSettings(),
    page.services.listBucket("sphere-animations"),
    // Loaded before rendering, so the server renders the below-the-fold chunks in full (no streamed fallback).
    preloadLandingSections(),
  ]);
  return {
    siteName: page.siteName,
    operator: settings.operator,
    figures: landingFigures(constantsForDate(Date.now(), page.services.yearlyTable())),
    sphereUrl: firstMp4Url(spheres),
    assistantEnabled: settings.assistant.enabled,
    firstInformation: await firstInformationPanel(page),
  };
}

// The poster is the largest paint: fetch it early and with high priority.
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_POSTER_URL, fetchPriority: "high" },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined;
  if (!root) return [];
  const seo = seoForPath(root.seo, "/");
  return [{ title: `${seo.title} | ${root.siteName}` }, { name: "description", content: seo.description }];
};

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function Home() {
  const { siteName, operator, figures, sphereUrl, assistantEnabled, firstInformation } =
    useLoaderData<typeof loader>();
  const [lucyOpen, setLucyOpen] = useState(false);
  const seo = useRouteLoaderData<typeof rootLoader>("root")?.seo;
  // Stable elements: the landing page's sections hydrate once their chunk is there and must not get new props before.
  const partnerLogos = useMemo(() => <InsurerLogoGrid />, []);
  const lucySphere = useMemo(() => <SphereAnimation src={sphereUrl} size="lg" />, [sphereUrl]);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: siteName,
          url: seo ? `${seo.origin}/` : undefined,
          logo: seo?.ogImage,
          legalName: operator.companyName,
          email: operator.email,
          telephone: operator.phone,
          address: {
            "@type": "PostalAddress",
            streetAddress: operator.street,
            postalCode: operator.postalCode,
            addressLocality: operator.city,
            addressCountry: "DE",
          },
        }}
      />
      <LandingPage
        siteName={siteName}
        heroVideo={<HeroVideo src={HERO_VIDEO_URL} poster={HERO_POSTER_URL} />}
        figures={figures}
        partnerLogos={partnerLogos}
        lucySphere={lucySphere}
        shortForm={<ShortComparisonForm firstInformation={firstInformation} />}
        onAskAi={assistantEnabled ? () => setLucyOpen(true) : undefined}
      />
      {assistantEnabled && (
        <LucyWidget
          storageKey="lucy-session-id"
          typingSpeedMs={50}
          open={lucyOpen}
          onOpenChange={setLucyOpen}
        />
      )}
    </>
  );
}
