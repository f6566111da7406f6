import { apiRequest } from "./api-client";

/** Ends the Better Auth session and loads `target` fresh (so no signed-in state survives in memory). */
export async function signOutAndGo(target: string): Promise<void> {
  await apiRequest("/api/auth/sign-out", { json: {} }).catch(() => undefined);
  window.location.assign(target);
}
