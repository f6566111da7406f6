import type { Area } from "../../domain/accounts/roles";
import type { AccessDenied } from "../../server/transport/guards";

/** The area of a guard's 403 (server/transport/guards.ts `accessDenied`), when the thrown route error is one. */
export function deniedAreaOf(error: unknown): Area | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const thrown = error as { status?: unknown; data?: Partial<AccessDenied> | null };
  if (thrown.status !== 403) return undefined;
  const area = thrown.data?.denied;
  return area === "private" || area === "broker" || area === "admin" ? area : undefined;
}
