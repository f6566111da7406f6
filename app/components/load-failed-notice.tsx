import type { ReactNode } from "react";

/**
 * Shown instead of a part of the page whose code could not be loaded (offline, a new deployment): the message and
 * 'Schließen'. The rest of the page stays usable.
 */
export function LoadFailedNotice({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div
      role="alert"
      className="fixed bottom-20 left-4 z-50 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-xl"
    >
      {children}
      <button
        type="button"
        onClick={onClose}
        className="rounded-lg px-3 py-2 font-semibold text-primary-800 hover:bg-primary-50"
      >
        Schließen
      </button>
    </div>
  );
}
