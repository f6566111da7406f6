/** Ends the Better Auth session and loads `target` fresh (so no signed-in state survives in memory). */
export async function signOutAndGo(target: string): Promise<void> {
  await fetch("/api/auth/sign-out", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  }).catch(() => undefined);
  window.location.assign(target);
}
