import { startTransition, useEffect, useState } from "react";
import { afterInitialHydration } from "./hydrate-later";

/**
 * False during the server render and the first client render, true once React has hydrated. The switch is a
 * transition: the re-render it causes (on the results page the whole list of offers) runs in slices instead of one
 * long task right after hydration. On the first page it waits until every part of it has hydrated
 * (`HydrateLater`), so that whatever the flag enables also responds.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterInitialHydration().then(() => {
      if (mounted) startTransition(() => setHydrated(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return hydrated;
}
