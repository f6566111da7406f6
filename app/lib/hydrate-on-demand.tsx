import { type ReactNode, Suspense, use, useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useIsHydrating } from "./use-is-hydrating";

type Trigger = Promise<void> & { status?: "pending" | "fulfilled"; fire: () => void };

function createTrigger(): Trigger {
  let resolve = () => {};
  const trigger = new Promise<void>((done) => {
    resolve = done;
  }) as Trigger;
  trigger.status = "pending";
  trigger.fire = () => {
    // The status fields let React's `use()` read the result at once, in the same event.
    trigger.status = "fulfilled";
    resolve();
  };
  return trigger;
}

/** Events that make a part hydrate at once: React then handles the same event in it. */
const INTERACTIONS = ["pointerdown", "focusin", "click", "keydown"] as const;

/**
 * Hydrates its children only when they are needed (docs/decisions/024-react-in-the-browser.md#selective-hydration):
 * when they come within `margin` of the viewport, when the visitor touches, clicks or focuses something in them,
 * or when the router starts a navigation or a submission. Until then React keeps the server's HTML of the part
 * and runs none of its components. For interactive parts below the fold; text without any behaviour is
 * `StaticContent`.
 *
 * Give the part stable props (memoise the component around it): React renders a part anew, without its server
 * HTML, when its props change before it has hydrated. On the server, and when first rendered in the browser, the
 * children render at once.
 */
export function HydrateOnDemand({
  children,
  margin = "200px",
  className,
}: {
  children: ReactNode;
  /** How close to the viewport the part hydrates (CSS margin). */
  margin?: string;
  /** For the wrapping `<div>`, a block around the part. */
  className?: string;
}) {
  const [trigger] = useState(createTrigger);
  const wrapper = useRef<HTMLDivElement>(null);
  // A navigation or submission changes the router's state, which React passes into the part: it must hydrate
  // in that same render (decided during the render, before React reaches the part), not wait for the viewport.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  if ((navigation.state !== "idle" || fetchers.length > 0) && trigger.status === "pending") trigger.fire();

  useEffect(() => {
    const element = wrapper.current;
    if (!element || trigger.status !== "pending") return;
    const fire = () => {
      cleanup();
      trigger.fire();
    };
    // Capture on window runs before React's own listener on the document, so the part hydrates in time for
    // React to handle the event.
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) fire();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true });
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
            rootMargin: `${margin} 0px`,
          });
    if (observer) observer.observe(element);
    else fire();
    function cleanup() {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    }
    return cleanup;
  }, [trigger, margin]);

  return (
    <div ref={wrapper} className={className}>
      <Suspense fallback={null}>
        <HydrationGate trigger={trigger}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}

/** Suspends the first hydration until the trigger fires; renders at once on the server and in any other render. */
function HydrationGate({ trigger, children }: { trigger: Trigger; children: ReactNode }) {
  const hydrating = useIsHydrating();
  if (hydrating && trigger.status === "pending") use(trigger as Promise<void>);
  return children;
}
