import { useLayoutEffect } from "react";

/**
 * Hands what the visitor did before React ran over to React
 * (docs/decisions/025-react-starts-on-intent.md#the-hand-over): the boot script remembered the form fields changed
 * and the last click on a control that only JavaScript serves. Once React has hydrated an element, a changed field
 * fires React's change event with the value it shows (so the component's state holds it before any re-render
 * could write the old state back into the field), and the click is repeated.
 */

interface Intent {
  fields: Element[];
  click: Element | null;
}

declare global {
  interface Window {
    __startOnIntent?: { take: () => Intent; leaving: () => boolean };
  }
}

/**
 * Whether the visitor's first click, before React ran, was on a link that leaves the page: the browser is on its
 * way to the next page, and hydrating this one would cancel that navigation (its router takes over the history).
 */
export function leavingPage(): boolean {
  return window.__startOnIntent?.leaving() ?? false;
}

const POLL_MS = 25;
const GIVE_UP_MS = 15_000;

let pending: Intent | undefined;
let since = 0;
let polling = false;
/** Whether the effects of a hydration have run (the click waits for them). */
let effectsRan = false;

/**
 * Called by the browser entry right after `hydrateRoot`: from now on React handles every event, so the boot
 * script stops recording and its record waits here.
 */
export function takeIntent(): void {
  pending = window.__startOnIntent?.take();
  since = Date.now();
}

/**
 * Replays the record as far as React has hydrated it: the fields in the commit of the root's hydration (a layout
 * effect, before any re-render), the fields and the click once the effects of a hydration have run
 * (`useHydrated`; the effects set up what the click acts on), and the rest on a short poll until it is done.
 */
export function handOverIntent({ fieldsOnly = false }: { fieldsOnly?: boolean } = {}): void {
  if (!fieldsOnly) effectsRan = true;
  const intent = pending;
  if (!intent) return;
  intent.fields = intent.fields.filter((field) => {
    if (!field.isConnected) return false;
    if (!isHydrated(field)) return true;
    notifyChanged(field);
    return false;
  });
  const click = intent.click;
  if (!fieldsOnly && click && (!click.isConnected || isHydrated(click))) {
    intent.click = null;
    // After this commit, like the visitor's click it stands for.
    if (click.isConnected && click instanceof HTMLElement) setTimeout(() => click.click(), 0);
  }
  if (intent.fields.length === 0 && intent.click === null) {
    pending = undefined;
    return;
  }
  if (Date.now() - since > GIVE_UP_MS) {
    pending = undefined;
    return;
  }
  if (!polling) {
    polling = true;
    setTimeout(() => {
      polling = false;
      handOverIntent({ fieldsOnly: !effectsRan });
    }, POLL_MS);
  }
}

/** The root's part: hands the fields over in the commit that hydrates the page. */
export function useHandOverIntent(): void {
  useLayoutEffect(() => {
    handOverIntent({ fieldsOnly: true });
  }, []);
}

/** React marks every element it has hydrated with its props under a key of its own. */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/**
 * React compares a field's value with the one it last saw (its value tracker, set to the DOM's value during
 * hydration) and fires `onChange` only on a difference. The tracker is fed through the element's own `value` /
 * `checked` property; the prototype's setter bypasses it. So: set a different value through the element (the
 * tracker now holds it), put the real value back through the prototype, and dispatch the event React listens to.
 */
function notifyChanged(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const checked = field.checked;
    field.checked = !checked;
    setNative(HTMLInputElement.prototype, field, "checked", checked);
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    if (field instanceof HTMLInputElement && field.type === "file") return;
    const value = field.value;
    field.value = `${value}\u0000`;
    setNative(Object.getPrototypeOf(field), field, "value", value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

function setNative(prototype: object, element: Element, property: "value" | "checked", value: unknown): void {
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}
