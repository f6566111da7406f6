import { type CSSProperties, type ReactNode, Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import defaultOgImage from "../assets/media/og-image.png?url";
import type { Area } from "../domain/accounts/roles";
import { DEFAULT_PRIMARY_COLOR, type PrimaryColorId } from "../domain/settings/primary-colors";
import { pageContext } from "../server/transport/page-context.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/error-page";
import { Toaster } from "./components/ui/toast";
import { seoForPath } from "./features/landing/page-seo";
import { deniedAreaOf } from "./lib/denied-area";
import { GateRelockScript } from "./lib/gate-relock/gate-relock-script";
import { useNonce } from "./lib/nonce";
import { preloadable } from "./lib/preloadable";
import { primaryColor } from "./lib/primary-palette";
import { useHandOverIntent } from "./lib/start-on-intent/hand-over-intent";
import { startsOnIntent } from "./lib/start-on-intent/route-handle";
import { ScriptsOnIntent } from "./lib/start-on-intent/scripts-on-intent";
import { useHydrated } from "./lib/use-hydrated";

// Past the gate (or with it off) nobody needs the gate screen: its own chunk, preloaded by the server when it shows it.
const gateScreen = preloadable(() => import("./features/gate/gate-screen"));

// An admin page's 403 outside the site layout (/svadmin, /kvr-test, /kvr-live): its own chunk too.
const deniedPage = preloadable(() => import("./features/accounts/access-denied"));

function DeniedPage(props: { area: Area }) {
  const { DeniedPage: Page } = deniedPage.useModule();
  return <Page {...props} />;
}

function GateScreen(props: { siteName: string; initialError?: string }) {
  const { GateScreen: Screen } = gateScreen.useModule();
  return <Screen {...props} />;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "32x32" }];

/** What a page without a valid grant renders instead of its content (thrown by the root middleware). */
interface GateRequired {
  kind: "gate";
  siteName: string;
  error?: string;
}

function isGateRequired(error: unknown): error is { data: GateRequired } {
  return isRouteErrorResponse(error) && error.status === 401 && (error.data as GateRequired)?.kind === "gate";
}

/** The server-enforced gate: no loader below the root runs without a grant. */
const gateMiddleware: Route.MiddlewareFunction = async ({ context }) => {
  const page = context.get(pageContext);
  if (!page.gate.granted && !page.gate.open) {
    await gateScreen.preload();
    throw data<GateRequired>(
      { kind: "gate", siteName: page.siteName, error: page.gate.error },
      { status: 401 },
    );
  }
};
export const middleware: Route.MiddlewareFunction[] = [gateMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { seo, appearance } = await page.services.getSiteSettings();
  const origin = page.publicUrl.replace(/\/+$/, "");
  return {
    siteName: page.siteName,
    bannerText: appearance.bannerText,
    /** Computed here, so the browser needs no copy of the palette. */
    primaryColorStyle: primaryColorStyle(appearance.primaryColor),
    seo: { ...seo, origin, ogImage: absoluteUrl(origin, seo.ogImagePath || defaultOgImage) },
    /** Pages stay out of search indexes while the gate is on or an admin switched indexing off. */
    noindex: page.gate.enabled || !seo.indexingEnabled,
  };
}

/** The admin's primary colour (page 'Erscheinungsbild') as overrides of the theme's `--color-primary-*`. */
function primaryColorStyle(id: PrimaryColorId): CSSProperties | undefined {
  if (id === DEFAULT_PRIMARY_COLOR) return undefined;
  return Object.fromEntries(
    Object.entries(primaryColor(id).shades).map(([shade, hex]) => [`--color-primary-${shade}`, hex]),
  ) as CSSProperties;
}

function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Paths that show the same page as another: the canonical URL names the main one. */
const CANONICAL_ALIASES: Record<string, string> = { "/index": "/" };

/** Canonical link, Open Graph tags and the gate's noindex for every page (titles come from the routes). */
function SeoTags() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const matches = useMatches();
  if (!data) return null;
  const path = CANONICAL_ALIASES[pathname] ?? (pathname.replace(/\/+$/, "") || "/");
  const pageSeo = seoForPath(data.seo, path);
  const url = `${data.seo.origin}${path === "/" ? "/" : path}`;
  const isNotFound = matches.some((match) => match.id === "routes/public/not-found");
  return (
    <>
      {!isNotFound && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={data.siteName} />
      <meta property="og:title" content={pageSeo.title} />
      <meta property="og:description" content={pageSeo.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={data.seo.ogImage} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      {data.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const primaryStyle = rootData?.primaryColorStyle;
  // Pages read first start React on the visitor's first sign of intent, behind the access gate too (its relock is a
  // script of its own); the others while they load (docs/decisions/025-react-starts-on-intent.md#which-pages). The
  // marker says when React has hydrated the page.
  const onIntent = startsOnIntent(useMatches().at(-1)?.handle, rootData);
  const hydrated = useHydrated();
  useHandOverIntent();
  return (
    <html lang="de" style={primaryStyle} data-react={hydrated ? "hydrated" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <SeoTags />
        <Links />
        {/* A plain stylesheet, last in the head, where React's server render puts one without `precedence`: the
            head keeps the same tags in the same order after hydration (tests/e2e/site-shell.spec.ts). */}
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <GateRelockScript />
        <ScriptsOnIntent nonce={nonce} onIntent={onIntent} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isGateRequired(error)) {
    return (
      <>
        <title>{`Sicherer Bereich – ${error.data.siteName}`}</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={null}>
          <GateScreen siteName={error.data.siteName} initialError={error.data.error} />
        </Suspense>
      </>
    );
  }
  const denied = deniedAreaOf(error);
  if (denied) {
    return (
      <>
        <title>Zugriff verweigert</title>
        <meta name="robots" content="noindex" />
        <Suspense fallback={null}>
          <DeniedPage area={denied} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <title>Fehler</title>
      <main>
        <ErrorPage error={error} />
      </main>
    </>
  );
}
