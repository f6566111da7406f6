/** Anchors of the table of contents (docs/product/site.md), in page order. */
export const TOC_ENTRIES = [
  { id: "pkv-eligibility", label: "PKV-Check: Können Sie sich privat versichern?" },
  { id: "lucy-ai", label: "Lucy – Ihre KI-Assistentin" },
  { id: "pkv-comparison", label: "PKV-Vergleich mit veröffentlichter Bewertungsregel" },
  { id: "pkv-explanation", label: "Was ist die private Krankenversicherung?" },
  { id: "pkv-target-groups", label: "Wer kann in die PKV wechseln?" },
  { id: "pkv-benefits", label: "Vorteile der privaten Krankenversicherung" },
  { id: "pkv-costs", label: "Wovon hängt der Beitrag ab?" },
  { id: "pkv-faq", label: "Häufige Fragen zur PKV" },
] as const;

/** The section lands this far below the top of the viewport (below the sticky header; docs/product/constants.md). */
const TOC_SCROLL_OFFSET_PX = 100;

/** Input with which the visitor scrolls (or clicks elsewhere) while a table-of-contents scroll is under way. */
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Top of an element in the document, ignoring transforms (a section may still be mid fade-in). */
function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (
    let current: HTMLElement | null = element;
    current;
    current = current.offsetParent as HTMLElement | null
  ) {
    top += current.offsetTop;
  }
  return top;
}

/** How often a TOC jump is put in place again after its scroll ended (sections settling on the way). */
const MAX_CORRECTIONS = 8;

export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const destination = () => layoutTop(target) - TOC_SCROLL_OFFSET_PX;
  window.scrollTo({ top: destination(), behavior: reduced ? "auto" : "smooth" });
  // The sections passed on the way are laid out only when they come near (content-visibility, with an estimated
  // height until then, docs/decisions/024-react-in-the-browser.md#content-visibility), so the target can move while
  // the page scrolls. When the scroll has ended it is put in place again (up to eight times: each correction can bring
  // further sections near, and on a slow device several settle one after the other), unless the visitor has taken
  // over the scrolling.
  let corrections = 0;
  const stop = () => {
    window.removeEventListener("scrollend", settle);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const settle = () => {
    const off = destination() - window.scrollY;
    if (Math.abs(off) < 1 || corrections >= MAX_CORRECTIONS) {
      stop();
      return;
    }
    corrections += 1;
    window.scrollTo({ top: destination(), behavior: "auto" });
  };
  window.addEventListener("scrollend", settle);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  history.replaceState(history.state, "", `#${id}`);
  // Keyboard and screen-reader users continue reading at the section.
  const heading = target.querySelector<HTMLElement>("h2, h3") ?? target;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}
