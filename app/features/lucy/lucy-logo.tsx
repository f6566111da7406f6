import { Sparkles } from "lucide-react";

/** Lucy's mark: a round badge (decorative; the dialog title names her). */
export function LucyLogo() {
  return (
    <span
      aria-hidden
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-800 text-white"
    >
      <Sparkles className="size-5" />
    </span>
  );
}
