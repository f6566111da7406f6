import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element is within `margin` of the viewport (and stays true). Media below the fold then loads only
 * when the visitor gets near it: `loading="lazy"` alone loads far ahead (up to thousands of pixels when the
 * browser believes the connection is slow), which costs mobile data and competes with the first paint.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
