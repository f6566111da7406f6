import { useEffect, useRef } from "react";

/** Stagger between cards of one section (docs/product/constants.md). */
export const FADE_STAGGER_MS = 100;

interface FadeInOptions {
  delayMs?: number;
  threshold?: number;
}

/**
 * Fades an element in once when it scrolls into view (docs/product/site.md, docs/product/constants.md: at 0,1–0,3
 * visibility). Works on the DOM only, and reads positions from the observer (no forced layout): elements already on
 * screen at hydration (and every element with reduced motion or without JavaScript) are never hidden, so the first
 * paint and the layout stay untouched. Returns the clean-up.
 */
function observeFadeIn(element: HTMLElement, { delayMs = 0, threshold = 0.15 }: FadeInOptions = {}) {
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (first) {
        first = false;
        // on screen at hydration: leave it alone
        if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
          observer.disconnect();
          return;
        }
        element.style.opacity = "0";
        element.style.transform = "translateY(16px)";
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      element.style.transition = `opacity 500ms ease-out ${delayMs}ms, transform 500ms ease-out ${delayMs}ms`;
      element.style.opacity = "";
      element.style.transform = "";
      element.dataset.faded = "in";
    },
    { threshold },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The attributes that mark an element of static content (`StaticContent`, which runs no effects) for
 * `useFadeInMarked`.
 */
export function fadeInMarks({ delayMs = 0, threshold = 0.15 }: FadeInOptions = {}) {
  return { "data-fade-in": "", "data-fade-delay": delayMs, "data-fade-threshold": threshold };
}

/**
 * Fades in every element marked with `fadeInMarks` inside the returned ref's element: one effect for all the
 * static content of a page instead of one per element.
 */
export function useFadeInMarked<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const cleanups = [...container.querySelectorAll<HTMLElement>("[data-fade-in]")].map((element) =>
      observeFadeIn(element, {
        delayMs: Number(element.dataset.fadeDelay ?? 0),
        threshold: Number(element.dataset.fadeThreshold ?? 0.15),
      }),
    );
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
  return ref;
}
