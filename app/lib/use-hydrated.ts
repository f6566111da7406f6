import { startTransition, useEffect, useState } from "react";
import { handOverIntent } from "./start-on-intent/hand-over-intent";

/**
 * False during the server render and the first client render, true once React has hydrated the component. The
 * switch is a transition: the re-render it causes (on the results page the whole list of offers) runs in slices
 * instead of one long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // What the visitor typed before React ran reaches the state before the re-render below writes state into fields.
    handOverIntent();
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
