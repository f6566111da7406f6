import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";

/** Shown after scrolling more than 300 px (docs/product/constants.md). */
const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Nach oben scrollen"
      // Hidden while a dialog is open or a form field has the focus (app/app.css, data-floating).
      data-floating=""
      onClick={() => {
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
      }}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary-800 text-white shadow-lg hover:bg-primary-900",
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
