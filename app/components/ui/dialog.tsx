import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef, RefObject } from "react";
import { cn } from "../../lib/cn";

/**
 * Modal dialog (Radix): `<Dialog open onOpenChange>` around `<DialogContent>`, which holds a `<DialogTitle>`
 * (the dialog's accessible name) and a `<DialogDescription>`. Radix traps the focus, closes on Escape and on
 * the overlay, and returns the focus to the opener. Import it only from code that is loaded on demand or off the
 * landing page (it is not part of the landing page's initial JavaScript).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

const closeSizes = { md: "size-10", lg: "size-11" } as const;

/** The round close button (X) with the German label 'Schließen'. */
export function DialogCloseButton({
  className,
  size = "md",
}: {
  className?: string;
  /** md: 40 px (corner of a panel), lg: 44 px (in a header bar). */
  size?: keyof typeof closeSizes;
}) {
  return (
    <DialogPrimitive.Close
      aria-label="Schließen"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100",
        closeSizes[size],
        className,
      )}
    >
      <X className="size-5" aria-hidden />
    </DialogPrimitive.Close>
  );
}

export interface DialogContentProps
  extends Omit<
    ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
    "onOpenAutoFocus" | "onCloseAutoFocus"
  > {
  /**
   * Width, padding, height and layout of the panel (e.g. `max-w-md p-6`); the panel itself sets only position,
   * the phone width (screen minus 2 rem), corners, background and shadow.
   */
  className?: string;
  /** The close button (X) in the top right corner, after the content in the tab order. Default true. */
  closeButton?: boolean;
  /** The element focused when the dialog opens (default: its first focusable element). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** The element focused when it closes, if still on the page (default: the element that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The overlay and the centred panel, rendered in a portal. */
export function DialogContent({
  className,
  children,
  closeButton = true,
  initialFocus,
  returnFocusTo,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-xl",
          className,
        )}
        onOpenAutoFocus={(event) => {
          const target = initialFocus?.();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        {closeButton && <DialogCloseButton className="absolute top-3 right-3" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
