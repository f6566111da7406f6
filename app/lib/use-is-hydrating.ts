import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * True while the browser hydrates the server's HTML; false in a render of its own (a client-side navigation, a
 * later mount) and on the server. `useSyncExternalStore` reads the server snapshot on the server and while
 * hydrating.
 */
export function useIsHydrating(): boolean {
  const serverSnapshot = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  return serverSnapshot && typeof document !== "undefined";
}
