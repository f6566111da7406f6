import { Scripts } from "react-router";
import { bootScriptSource, SCRIPTS_TEMPLATE_ID } from "./boot-script";

/**
 * React Router's `<Scripts>`, started on the visitor's first sign of intent instead of during the load
 * (docs/decisions/025-react-starts-on-intent.md). The server renders them inside a `<template>` (inert: nothing in
 * it runs; React hoists the `modulepreload` links into the head, where they wait too on a page that starts on
 * intent, docs/decisions/025-react-starts-on-intent.md#preloads) followed by the boot script that runs them: at once
 * (`onIntent` false: React starts while the page loads, as with `<Scripts>`) or on the first sign of intent. In the browser the same `<template>` is hydrated empty, so React keeps the server's
 * HTML and the scripts never render a second time.
 */
export function ScriptsOnIntent({ nonce, onIntent }: { nonce?: string; onIntent: boolean }) {
  const start = onIntent ? "intent" : "load";
  const inBrowser = typeof document !== "undefined";
  return (
    <>
      {inBrowser ? (
        <template
          id={SCRIPTS_TEMPLATE_ID}
          data-start={start}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose — React keeps the server's HTML
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      ) : (
        <template id={SCRIPTS_TEMPLATE_ID} data-start={start}>
          <Scripts nonce={nonce} />
        </template>
      )}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own boot script, no outside input
        dangerouslySetInnerHTML={{ __html: inBrowser ? "" : bootScriptSource() }}
      />
    </>
  );
}
