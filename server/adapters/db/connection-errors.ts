/**
 * Signs that the database could not take another request now (docs/security.md#overload), as opposed to a broken
 * query: the pool handed out no connection within its bounded wait (`connectionTimeoutMillis`: waiting for a free
 * one, or opening a new one), or PostgreSQL refused a new connection (SQLSTATE 53300 `too_many_connections`).
 */
const POOL_TIMEOUT_MESSAGES = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
]);

const TOO_MANY_CONNECTIONS = "53300";

/** True for a database overload, also when wrapped (drizzle's failed query carries the driver's error as `cause`). */
export function isDatabaseBusy(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (POOL_TIMEOUT_MESSAGES.has(current.message)) return true;
    if ((current as { code?: unknown }).code === TOO_MANY_CONNECTIONS) return true;
    current = current.cause;
  }
  return false;
}
