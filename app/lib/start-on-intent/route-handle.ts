/**
 * The `handle` of a page whose React starts on the visitor's first sign of intent
 * (docs/decisions/025-react-starts-on-intent.md#which-pages): pages that are read first and need nothing from
 * JavaScript while they load. Every other page starts React while it loads, as before.
 */
export const startReactOnIntent = { startReact: "on-intent" } as const;

/**
 * Whether this page starts React on intent: its deepest route asks for it and the root loader ran (not the gate
 * screen or an error page). Behind the gate too: the grant's relock is a script of its own
 * (app/lib/gate-relock/gate-relock-script.tsx). Decided once for the server's HTML (entry.server.tsx) and the
 * document (root.tsx).
 */
export function startsOnIntent(leafHandle: unknown, rootData: unknown): boolean {
  const handle = leafHandle as Partial<typeof startReactOnIntent> | undefined;
  return handle?.startReact === startReactOnIntent.startReact && rootData !== undefined;
}
