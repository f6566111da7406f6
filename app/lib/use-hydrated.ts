import { startTransition, useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true once React has hydrated the component. The
 * switch is a transition: the re-render it causes (on the results page the whole list of offers) runs in slices
 * instead of one long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
