/** True when the visitor asked the system for less motion (read in effects only: the server cannot know). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
