import { use } from "react";

type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * A module that is loaded on demand (its own chunk, not part of a page's initial JS) and read with React's `use()`
 * inside a Suspense boundary. The promise carries React's thenable status fields, so once the module is loaded it
 * is read synchronously: the server preloads it (in a loader or middleware) and renders it in full, without
 * streaming a fallback; in the browser, hydration keeps the server's HTML of the boundary until the chunk is
 * there (docs/decisions/021-landing-initial-js.md).
 */
export function preloadable<T>(load: () => Promise<T>): { preload: () => Promise<T>; useModule: () => T } {
  let promise: Tracked<T> | undefined;
  const preload = () => {
    if (!promise) {
      const loading: Tracked<T> = load();
      loading.status = "pending";
      loading.then(
        (value) => {
          loading.status = "fulfilled";
          loading.value = value;
        },
        (reason: unknown) => {
          loading.status = "rejected";
          loading.reason = reason;
        },
      );
      promise = loading;
    }
    return promise;
  };
  return { preload, useModule: () => use(preload() as Promise<T>) };
}
