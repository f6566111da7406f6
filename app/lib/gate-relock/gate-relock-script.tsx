import { createContext, useContext } from "react";
import { useNonce } from "../nonce";

/** The grant of the page being rendered on the server: when it ends and the server's clock (both ms). */
export interface GrantClock {
  expiresAt: number;
  now: number;
}

/** Set by the server's render (entry.server.tsx) for a visitor holding a gate grant; absent in the browser. */
export const GrantClockContext = createContext<GrantClock | undefined>(undefined);

/**
 * The relock as a script of its own (docs/decisions/025-react-starts-on-intent.md#the-gates-relock): reloads the
 * page when the grant runs out, counted from the server's clock, and checks again when the tab becomes visible or
 * gets the focus (timers sleep in background tabs). It needs no React, so pages read first start React on intent
 * behind the gate too. The two numbers are the only per-visitor values in a cached page
 * (server/transport/http/page-cache.ts).
 */
export function gateRelockSource({ expiresAt, now }: GrantClock): string {
  return (
    `(function(e,n){var d=Date.now()+(e-n);function r(){location.reload()}` +
    `function c(){if(Date.now()>=d)r()}` +
    `setTimeout(r,Math.min(Math.max(0,d-Date.now()),2147483647));` +
    `document.addEventListener("visibilitychange",c);addEventListener("focus",c)})(${expiresAt},${now})`
  );
}

/**
 * The relock's inline script under the page's CSP nonce. The server writes it (empty without a grant); the browser
 * hydrates the same element empty, so React keeps the server's script and never runs it a second time.
 */
export function GateRelockScript() {
  const nonce = useNonce();
  const grant = useContext(GrantClockContext);
  const inBrowser = typeof document !== "undefined";
  const source = !inBrowser && grant ? gateRelockSource(grant) : "";
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own relock script, numbers only
      dangerouslySetInnerHTML={{ __html: source }}
    />
  );
}
