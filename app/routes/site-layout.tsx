import { Suspense } from "react";
import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { type Area, accountTarget, homePathFor } from "../../domain/accounts/roles";
import { DEFAULT_BANNER_TEXT } from "../../domain/settings/banner-text";
import { berlinYear } from "../../lib/dates/berlin-date";
import { pageContext } from "../../server/transport/page-context.server";
import { ErrorPage } from "../components/error-page";
import { NavigationProgress } from "../components/navigation-progress";
import { NewsBanner } from "../components/news-banner";
import { NotFoundPage, notFoundReasonOf, notFoundTitle } from "../components/not-found-page";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { deniedAreaOf } from "../lib/denied-area";
import { preloadable } from "../lib/preloadable";
import { StaticContent } from "../lib/static-content";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/site-layout";

// A guard's 403 is rare: 'Zugriff verweigert' has its own chunk, not part of every page's initial JS.
const deniedPage = preloadable(() => import("../features/accounts/access-denied"));

function DeniedPage(props: { area: Area }) {
  const { DeniedPage: Page } = deniedPage.useModule();
  return <Page {...props} />;
}

/** Header targets follow the viewer's role (docs/product/overview.md#routes). */
export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const viewer = page.accounts.viewer;
  return {
    headerLinks: { logo: homePathFor(viewer), account: accountTarget(viewer) },
    // The footer's year, worked out here: the browser then needs no time-zone data to hydrate the page.
    year: berlinYear(Date.now()),
    // The footer's basis of 'bis zu 65 %' (docs/product/broker-duties.md#claims), computed once a day.
    savingsClaim: await page.services.savingsClaimBasis(),
  };
}

function useSiteName(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.siteName ?? "PKV-Lotse";
}

function Shell({ children }: { children: React.ReactNode }) {
  const siteName = useSiteName();
  const bannerText = useRouteLoaderData<typeof rootLoader>("root")?.bannerText ?? DEFAULT_BANNER_TEXT;
  const layoutData = useRouteLoaderData<typeof loader>("routes/site-layout");
  const headerLinks = layoutData?.headerLinks;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      <SiteHeader siteName={siteName} logoTo={headerLinks?.logo} accountTo={headerLinks?.account} />
      {/* Never hydrated (docs/decisions/024-react-in-the-browser.md#static-content); a new text renders anew. */}
      <StaticContent key={bannerText}>
        <NewsBanner text={bannerText} />
      </StaticContent>
      <NavigationProgress />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      {/* Text and plain links; never hydrated (docs/decisions/024-react-in-the-browser.md#static-content). */}
      <StaticContent
        key={`${siteName} ${layoutData?.year} ${JSON.stringify(layoutData?.savingsClaim ?? null)}`}
      >
        <SiteFooter siteName={siteName} year={layoutData?.year} savingsClaim={layoutData?.savingsClaim} />
      </StaticContent>
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * A 404 of any page (an unknown comparison, tariff or compare link, docs/product/errors.md#general) is the German
 * not-found page; everything else the generic error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const denied = deniedAreaOf(error);
  if (denied) {
    return (
      <Shell>
        <title>Zugriff verweigert</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={null}>
          <DeniedPage area={denied} />
        </Suspense>
      </Shell>
    );
  }
  const notFound = notFoundReasonOf(error);
  if (notFound) {
    return (
      <Shell>
        <title>{notFoundTitle(notFound)}</title>
        <meta name="robots" content="noindex" />
        <NotFoundPage reason={notFound} />
      </Shell>
    );
  }
  return (
    <Shell>
      <title>Fehler</title>
      <ErrorPage error={error} />
    </Shell>
  );
}
