import { useEffect } from "react";

/**
 * Locks the site again when the grant runs out: reloads at the end of the remaining time (computed from the
 * server's clock), and re-checks when the tab becomes visible again (timers sleep in background tabs).
 */
export function useGateRelock(gate: { expiresAt?: number; now: number }): void {
  const { expiresAt, now } = gate;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const deadline = Date.now() + (expiresAt - now);
    const relockIfExpired = () => {
      if (Date.now() >= deadline) window.location.reload();
    };
    const timer = setTimeout(
      () => window.location.reload(),
      Math.min(Math.max(0, deadline - Date.now()), 2 ** 31 - 1),
    );
    document.addEventListener("visibilitychange", relockIfExpired);
    window.addEventListener("focus", relockIfExpired);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", relockIfExpired);
      window.removeEventListener("focus", relockIfExpired);
    };
  }, [expiresAt, now]);
}
