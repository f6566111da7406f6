import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { ASSISTANT_OPENER_SLOT_ID } from "../../components/site-header";
import { cn } from "../../lib/cn";

const LABEL = "Fragen? Klick mich!";

/**
 * 'Fragen? Klick mich!' (docs/product/assistant.md#widget). `docked`: in the sticky header's slot, where it never
 * covers the page's content while it scrolls — the full label from 640 to 1279 px, an icon with the same accessible
 * name on phones and from 1280 px, where the header's navigation takes the room; a page without the header gets it
 * floating at the bottom left. `inline`: in the text flow.
 * The docked opener appears once the page runs scripts (the chat needs them anyway).
 */
export function LucyOpener({ placement, onOpen }: { placement: "docked" | "inline"; onOpen: () => void }) {
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    if (placement === "docked") setSlot(document.getElementById(ASSISTANT_OPENER_SLOT_ID));
  }, [placement]);

  const button = (className: string, compact: boolean, floating = false) => (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className={className}
      // A floating opener steps aside for dialogs and focused fields (app/app.css, data-floating).
      data-floating={floating ? "" : undefined}
    >
      <MessageCircle className="size-5 shrink-0" aria-hidden />
      <span className={cn(compact && "max-sm:sr-only xl:sr-only")}>{LABEL}</span>
    </button>
  );
  const pill =
    "inline-flex min-h-10 items-center gap-2 rounded-full bg-primary-800 px-4 py-2 font-semibold whitespace-nowrap text-white hover:bg-primary-900";

  if (placement === "inline") return button(cn(pill, "min-h-12"), false);
  if (slot === undefined) return null;
  if (slot === null) return button(cn(pill, "fixed bottom-4 left-4 z-40 min-h-12 shadow-lg"), false, true);
  return createPortal(
    button(cn(pill, "justify-center text-sm max-sm:size-10 max-sm:px-0 xl:size-10 xl:px-0"), true),
    slot,
  );
}
