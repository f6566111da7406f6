import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

export {
  dismissToast,
  toast,
} from "./toast-store";

// Radix Toast is loaded with the first toast, not with every page (nothing needs it to paint or hydrate).
const ToastViewport = lazy(() => import("./toast-viewport"));

/** Renders the toasts (Radix: F8 focuses the region; at most 420 px wide) from the first one on. */
export function Toaster() {
  const items = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (items.length > 0) setNeeded(true);
  }, [items.length]);
  if (!needed && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
