import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LoadFailedNotice } from "../../components/load-failed-notice";
import { cn } from "../../lib/cn";
import type { LucyDialogProps } from "./lucy-dialog";

/**
 * The chat modal loads on first open: only this opener is part of the page's initial JavaScript. When the chunk
 * cannot be loaded (offline, new deployment), the visitor sees 'Chat momentan nicht verfügbar'.
 */
const LucyDialog = lazy(() => import("./lucy-dialog").catch(() => ({ default: LucyUnavailableNotice })));

function LucyUnavailableNotice({ open, onOpenChange }: LucyDialogProps) {
  if (!open) return null;
  return (
    <LoadFailedNotice onClose={() => onOpenChange(false)}>Chat momentan nicht verfügbar</LoadFailedNotice>
  );
}

export interface LucyWidgetProps {
  /** localStorage key of the chat session id: 'lucy-session-id' on home, a page-specific key on the results page. */
  storageKey: string;
  /** Typing speed of the intro: 50 ms per character on home and results, 80 ms on the landing variant. */
  typingSpeedMs?: number;
  /** Controlled open state, for openers outside the widget (e.g. the hero's 'PKV KI-Fragen stellen'). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Where the opener 'Fragen? Klick mich!' goes: 'floating' (fixed, bottom left; default), 'inline' (in the text
   * flow, e.g. the results page's advice box) or 'none' (only external openers through `open`).
   */
  opener?: "floating" | "inline" | "none";
}

/**
 * Lucy, the PKV assistant (docs/product/assistant.md): the opener 'Fragen? Klick mich!' and the lazily loaded chat
 * modal. Open state is internal unless `open`/`onOpenChange` are given.
 */
export function LucyWidget({
  storageKey,
  typingSpeedMs = 50,
  open: controlledOpen,
  onOpenChange,
  opener = "floating",
}: LucyWidgetProps) {
  const [internalOpen, setInternalOpen] = useState(false);
  const open = controlledOpen ?? internalOpen;
  const [requested, setRequested] = useState(open);
  useEffect(() => {
    if (open) setRequested(true);
  }, [open]);
  // The element to focus again when the dialog closes (Radix does this only for its own Trigger).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (!openRef.current && event.target instanceof HTMLElement) returnFocusTo.current = event.target;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {opener !== "none" && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
          className={cn(
            "inline-flex min-h-12 items-center gap-2 rounded-full bg-primary-800 px-4 py-2 font-semibold text-white hover:bg-primary-900",
            opener === "floating" && "fixed bottom-4 left-4 z-40 shadow-lg",
          )}
        >
          <MessageCircle className="size-5" aria-hidden />
          Fragen? Klick mich!
        </button>
      )}
      {requested && (
        <Suspense fallback={null}>
          <LucyDialog
            open={open}
            onOpenChange={setOpen}
            storageKey={storageKey}
            typingSpeedMs={typingSpeedMs}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
    </>
  );
}
