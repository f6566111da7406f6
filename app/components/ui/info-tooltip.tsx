import { Info } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";

/** Hover delay of the tooltip (docs/product/constants.md: 700 ms; a tap or keyboard focus opens it at once). */
const TOOLTIP_DELAY_MS = 700;

const TIP_POSITION = {
  // Under the trigger from its left edge; centred under it from 768 px.
  center: "left-0 md:left-1/2 md:-translate-x-1/2",
  start: "left-0",
  end: "right-0",
} as const;

/**
 * A small accessible tooltip: the trigger is described by the tip; Escape closes it. `iconOnly` shows just the
 * info icon (the label is then the button's accessible name); `align` keeps the tip on screen near an edge.
 */
export function InfoTooltip({
  label,
  children,
  iconOnly = false,
  align = "center",
}: {
  label: string;
  children: ReactNode;
  iconOnly?: boolean;
  align?: keyof typeof TIP_POSITION;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // Whether the tip was open when the press began: the press's own focus opens it first, so the click after it
  // must not close it again.
  const openAtPress = useRef(false);
  const tipId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-describedby={open ? tipId : undefined}
        onPointerEnter={(event) => event.pointerType === "mouse" && show(TOOLTIP_DELAY_MS)}
        onPointerLeave={(event) => event.pointerType === "mouse" && hide()}
        onFocus={() => show(0)}
        onBlur={hide}
        onPointerDown={() => {
          openAtPress.current = open;
        }}
        onClick={(event) => {
          window.clearTimeout(timer.current);
          // A click from the keyboard (detail 0) has no press: it toggles what is shown.
          setOpen(!(event.detail === 0 ? open : openAtPress.current));
        }}
        className={
          iconOnly
            ? "inline-flex size-9 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50"
            : "inline-flex min-h-9 items-center gap-1.5 rounded-full border border-primary-200 bg-white px-3 text-sm font-medium text-primary-800 hover:bg-primary-50"
        }
      >
        <Info className="size-4" aria-hidden />
        {iconOnly ? <span className="sr-only">{label}</span> : label}
      </button>
      {open && (
        <span
          id={tipId}
          role="tooltip"
          className={cn(
            "absolute top-full z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg bg-slate-900 p-3 text-left text-sm font-normal normal-case text-white shadow-lg",
            TIP_POSITION[align],
          )}
        >
          {children}
        </span>
      )}
    </span>
  );
}
