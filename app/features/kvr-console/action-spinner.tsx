import { Loader2 } from "lucide-react";

/** The spinner in the button of the action that is running. */
export function ActionSpinner({ busy }: { busy: boolean }) {
  return busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null;
}
