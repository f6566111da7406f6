import { type ReactNode, Suspense, use } from "react";

/**
 * Hydrates its children in a task of their own (docs/decisions/022-preact-in-the-browser.md). Preact hydrates a
 * page in one go; each boundary of this kind suspends once during the first hydration, keeps the server's HTML
 * meanwhile, and is hydrated one task after the boundary before it. The browser can then paint and handle input
 * between the parts instead of waiting for the whole page.
 *
 * The children must render one element (Preact keeps a single node of a suspended part). On the server, and for
 * parts first rendered after the page has hydrated (client-side navigation), the children render at once.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}

let initialHydration = typeof document !== "undefined";
let lastTurn: Promise<void> = Promise.resolve();
const turns = new Map<string, Promise<void>>();

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let initialHydrationEnded: Promise<void> = Promise.resolve();

/** Ends the first hydration once every boundary that has taken a turn so far has had it (the browser's entry). */
export function endInitialHydrationAfterTurns(): void {
  initialHydrationEnded = lastTurn.then(nextTask).then(() => {
    initialHydration = false;
  });
}

/** Resolves once every part of the first page has hydrated (at once for later pages). */
export function afterInitialHydration(): Promise<void> {
  return initialHydrationEnded;
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }): ReactNode {
  if (!initialHydration) return children;
  // One turn per boundary name, kept for the page's life: a later render finds it fulfilled and goes on at once.
  let turn = turns.get(name);
  if (!turn) {
    lastTurn = lastTurn.then(nextTask);
    turn = lastTurn;
    turns.set(name, turn);
  }
  use(turn);
  return children;
}
