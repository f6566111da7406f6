import { z } from "zod";

/**
 * Where /login returns to after signing in (`/login?next=…`, docs/product/accounts.md#return-after-sign-in): a path
 * of this site only — one leading slash, no scheme, no host, no backslash — so the parameter can never send
 * somebody to another site.
 */
const returnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/** A safe return path, or undefined for a missing or foreign one. */
export function returnPathOf(value: unknown): string | undefined {
  const parsed = returnPathSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
