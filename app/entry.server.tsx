import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { pageContext } from "../server/transport/page-context.server";
import { deprioritizeModulePreloads } from "./lib/deprioritize-module-preloads.server";
import { GrantClockContext } from "./lib/gate-relock/gate-relock-script";
import { NonceContext } from "./lib/nonce";
import { startsOnIntent } from "./lib/start-on-intent/route-handle";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, gate } = loadContext.get(pageContext);
  const grant = gate.expiresAt === undefined ? undefined : { expiresAt: gate.expiresAt, now: gate.now };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and plain-HTML clients get the complete document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <GrantClockContext.Provider value={grant}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </GrantClockContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary that is complete when it is flushed stays in place in the HTML. (By default React
        // moves boundaries past the first 12,8 KB to the end of the document, to be revealed by an inline script:
        // hidden without JavaScript. The landing page's below-the-fold chunk is such a boundary.)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const output = body.pipe(
            deprioritizeModulePreloads({ waitForIntent: pageStartsOnIntent(routerContext) }),
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(output), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Every error a loader or action threw: an overload (no database connection in time) is told to the page route,
 * which answers 503 instead of the error page (docs/security.md#overload); anything else is logged as React
 * Router's default handler does.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router wraps an error of its own (a 404 of an unknown route, a 405) with the original inside.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  if (recordedOverload(context, cause)) return;
  console.error(cause);
};

function recordedOverload(context: unknown, error: unknown): boolean {
  try {
    return (context as RouterContextProvider).get(pageContext).recordOverload(error);
  } catch {
    // A request without the page context (none the server sends).
    return false;
  }
}

/** The same decision as the document's (root.tsx), from the server's render context. */
function pageStartsOnIntent({ staticHandlerContext, routeModules }: EntryContext): boolean {
  const leaf = staticHandlerContext.matches.at(-1);
  return startsOnIntent(
    leaf ? routeModules[leaf.route.id]?.handle : undefined,
    staticHandlerContext.loaderData.root,
  );
}
