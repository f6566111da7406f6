import { options } from "preact";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { endInitialHydrationAfterTurns } from "./lib/hydrate-later";

/**
 * The production build runs Preact in the browser (vite.config.ts, docs/decisions/022-preact-in-the-browser.md);
 * `npm run dev` keeps React there, with its fast refresh. The adjustments below are for Preact.
 */
const preactInTheBrowser = !import.meta.env.DEV;

/**
 * Preact runs effects after the next animation frame (or a 35 ms timer). Like React, run them in a task right after
 * the render instead: they do not wait for a frame (hidden tabs have none), and a paused test clock does not hold
 * them back.
 */
const effectTasks = new MessageChannel();
const pendingEffects: Array<() => void> = [];
effectTasks.port1.onmessage = () => {
  for (const run of pendingEffects.splice(0)) run();
};
options.requestAnimationFrame = (run: () => void) => {
  if (pendingEffects.push(run) === 1) effectTasks.port2.postMessage(null);
};

/**
 * `value={undefined}` next to `defaultValue` is an uncontrolled field in React. preact/compat makes the default
 * the field's value instead, which a cloned element (FormField adds its aria props with cloneElement) has: every
 * render would then reset what the user chose. Drop the empty `value` before compat sees it.
 */
const compatVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props && "defaultValue" in props && props.value == null)
    delete props.value;
  compatVNodeHook?.(vnode);
};

/**
 * React Router's HydratedRouter starts decoding the server's loader data on its first call and suspends the whole
 * root (throws the pending promise) until that is done. Preact cannot suspend a root during hydration without
 * re-creating the document, so the decoding is started and awaited before hydrating.
 */
async function serverStateDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * The root renders `<html>` itself. Preact treats a document as its `<html>` element and would render a second
 * `<html>` inside it; this parent holds the document's `<html>` as its only child instead.
 */
const documentAsParent = {
  nodeType: 1,
  namespaceURI: document.documentElement.namespaceURI,
  get firstChild() {
    return document.documentElement;
  },
  get childNodes() {
    return [document.documentElement];
  },
  insertBefore: <T extends Node>(node: T, before: Node | null) => document.insertBefore(node, before),
  appendChild: <T extends Node>(node: T) => document.appendChild(node),
  removeChild: <T extends Node>(node: T) => document.removeChild(node),
} as unknown as Document;

/**
 * React's server render hoists the pages' module preloads into the head; the browser renders them where React
 * Router's <Scripts> is. They have done their work once this runs, and left in place Preact would match them to
 * the head's other links.
 */
if (preactInTheBrowser) {
  for (const preload of document.head.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
}

void serverStateDecoded().then(() => {
  startTransition(() => {
    hydrateRoot(
      preactInTheBrowser ? documentAsParent : document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  endInitialHydrationAfterTurns();
});
