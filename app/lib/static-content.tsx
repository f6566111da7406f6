import { type ReactNode, useState } from "react";
import { useIsHydrating } from "./use-is-hydrating";

/**
 * Content the browser never hydrates (docs/decisions/024-react-in-the-browser.md#static-content): text, images
 * and plain links. The server renders the children inside a `<div>`; on the page's first hydration the browser
 * renders the same `<div>` with an empty `dangerouslySetInnerHTML`, so React keeps the server's HTML and runs none
 * of the children (no components, no effects, no work in the commit). Rendered first in the browser (a client-side
 * navigation), the children render as usual.
 *
 * Nothing inside may need JavaScript: event handlers, effects and state do not run in the server's HTML. Links
 * work as plain links (a full page load). A change of the content after hydration needs a new `key`.
 */
export function StaticContent({ className, children }: { className?: string; children: ReactNode }) {
  const hydrating = useIsHydrating();
  // Decided once: the part stays as the server rendered it for the life of this element.
  const [keepServerHtml] = useState(hydrating);
  if (keepServerHtml) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose — React keeps the server's HTML
    return <div className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return <div className={className}>{children}</div>;
}
