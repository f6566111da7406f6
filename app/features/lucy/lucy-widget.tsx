import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  type ChatPageContext,
  COMPARISON_ID_PATTERN,
  OFFER_ID_PATTERN,
} from "../../../domain/assistant/chat-input";
import { LoadFailedNotice } from "../../components/load-failed-notice";
import type { LucyDialogProps } from "./lucy-dialog";
import { LucyOpener } from "./lucy-opener";

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
   * Where the opener 'Fragen? Klick mich!' goes: 'floating' (default: docked in the sticky header, so it never covers
   * the content; floating at the bottom left on a page without the header), 'inline' (in the text flow, e.g. the
   * results page's advice box) or 'none' (only external openers through `open`).
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
  const location = useLocation();
  const pageContext = chatContextOfPage(location.pathname, location.search);
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
        <LucyOpener
          placement={opener === "inline" ? "inline" : "docked"}
          onOpen={() => {
            setRequested(true);
            setOpen(true);
          }}
        />
      )}
      {requested && (
        <Suspense fallback={null}>
          <LucyDialog
            open={open}
            onOpenChange={setOpen}
            storageKey={storageKey}
            typingSpeedMs={typingSpeedMs}
            returnFocusTo={returnFocusTo}
            pageContext={pageContext}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The comparison of a results, tariff or direct-comparison page ('/ihre-pkv-tarife?c=…',
 * '/ihre-pkv-tarife/tarif/<offer>?c=…', '/ihre-pkv-tarife/vergleich?c=…') and, on a tariff page, its tariff, which
 * Lucy answers questions about (docs/product/assistant-dialogues.md#results-questions); elsewhere none.
 */
function chatContextOfPage(pathname: string, search: string): ChatPageContext {
  const tariffPage = /^\/ihre-pkv-tarife\/tarif\/([^/]+)$/.exec(pathname);
  const onResults =
    pathname === "/ihre-pkv-tarife" || pathname === "/ihre-pkv-tarife/vergleich" || tariffPage !== null;
  if (!onResults) return {};
  const id = new URLSearchParams(search).get("c") ?? "";
  if (!COMPARISON_ID_PATTERN.test(id)) return {};
  const offerId = tariffPage ? safeDecode(tariffPage[1]!) : undefined;
  return offerId && OFFER_ID_PATTERN.test(offerId) ? { comparisonId: id, offerId } : { comparisonId: id };
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
