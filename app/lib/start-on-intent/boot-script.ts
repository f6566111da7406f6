/**
 * The inline script that starts React on the visitor's first sign of intent
 * (docs/decisions/025-react-starts-on-intent.md). It runs while the page is parsed, before any module, and must
 * be self-contained: it is serialised with `Function.prototype.toString`.
 *
 * - It runs React Router's context script at once (router state and the stream the loader data is written into).
 * - It runs the module script (route modules, then the browser entry) at once, or with `data-start="intent"` on the
 *   template on the first pointer, key, focus, input or click event, or when the page scrolls.
 * - Until the entry takes over, it remembers the form fields the visitor changed and the last click on a control
 *   that only JavaScript serves, so that the entry can hand them to React after hydration.
 * - It notes a click on a link that leaves the page (no download, not a new tab, not an anchor on this page): the
 *   entry then does not hydrate a page being left, whose router would cancel the browser's navigation.
 * - After the page has loaded it starts videos marked `data-autoplay` (muted, not with reduced motion).
 */
function bootOnIntent(templateId: string): void {
  const template = document.getElementById(templateId) as HTMLTemplateElement | null;
  if (!template) return;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  const scripts = Array.from(template.content.querySelectorAll("script"));
  const run = (source: HTMLScriptElement | undefined) => {
    if (!source) return;
    const script = document.createElement("script");
    if (source.type) script.type = source.type;
    if (nonce) script.nonce = nonce;
    script.textContent = source.textContent;
    document.body.appendChild(script);
  };
  const contextScript = scripts.find((script) => script.type !== "module");
  const moduleScript = scripts.find((script) => script.type === "module");
  run(contextScript);

  const triggers = [
    "pointerover",
    "pointermove",
    "pointerdown",
    "touchstart",
    "keydown",
    "focusin",
    "input",
    "change",
    "click",
    "scroll",
  ];
  const fields = new Set<Element>();
  let click: Element | null = null;
  let started = false;
  const onEvent = (event: Event) => {
    const target = event.target;
    // The page's own scrolling counts; a scroll container that snaps into place while the page lays out does not.
    if (event.type === "scroll" && target !== document) return;
    if (target instanceof Element) {
      if (event.type === "input" || event.type === "change") fields.add(target);
      if (event.type === "click") {
        // Links, submit buttons, fields and labels work without JavaScript; a button of type "button" or an element
        // with a role of its own does nothing until React runs, so its click is handed on.
        const control = target.closest("a[href], button, input, select, textarea, summary, label, [role]");
        const jsOnly =
          control instanceof HTMLButtonElement
            ? control.type === "button"
            : control !== null && !control.matches("a[href], input, select, textarea, summary, label");
        if (jsOnly) click = control;
      }
    }
    if (!started) {
      started = true;
      // The page's module preloads waited for this (docs/decisions/025-react-starts-on-intent.md#preloads): all
      // modules are fetched in parallel now, not one import after the other.
      for (const link of Array.from(
        document.querySelectorAll<HTMLLinkElement>("link[data-rel=modulepreload]"),
      )) {
        link.href = link.dataset.href ?? "";
        link.rel = "modulepreload";
      }
      run(moduleScript);
    }
  };
  for (const type of triggers) window.addEventListener(type, onEvent, { capture: true, passive: true });
  // After the event's own handlers (bubbling): a plain link's default, the browser's navigation, is about to run.
  let leaving = false;
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    leaving = true;
  });
  // A page that needs React while it loads (`data-start="load"`) starts it now.
  if (template.dataset.start !== "intent") onEvent(new Event("load"));

  const handover = {
    leaving: () => leaving,
    take: () => {
      for (const type of triggers) window.removeEventListener(type, onEvent, { capture: true });
      const taken = { fields: Array.from(fields), click };
      fields.clear();
      click = null;
      return taken;
    },
  };
  (window as unknown as { __startOnIntent?: typeof handover }).__startOnIntent = handover;

  window.addEventListener("load", () => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const video of Array.from(document.querySelectorAll<HTMLVideoElement>("video[data-autoplay]"))) {
      video.muted = true;
      video.play().catch(() => undefined);
    }
  });
}

/** The id of the `<template>` that holds React Router's scripts until they run. */
export const SCRIPTS_TEMPLATE_ID = "react-router-scripts";

/** The boot script's source, ready to inline. */
export function bootScriptSource(): string {
  return `(${bootOnIntent.toString()})(${JSON.stringify(SCRIPTS_TEMPLATE_ID)});`;
}
