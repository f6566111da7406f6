import { z } from "zod";
import { de } from "zod/locales";

/**
 * zod's own messages in German ('Ungültige Eingabe: erwartet string, erhalten Zahl' instead of 'Invalid input:
 * expected string, received number'): what a schema says where it has no text of its own, e.g. a number sent for a
 * text or an unknown option. The schemas' own German texts still come first. zod keeps this setting on
 * `globalThis`, so it holds for every copy of zod in the process or page, Better Auth's too; calling it again
 * changes nothing. Called once per process by server/composition/env.ts (docs/architecture.md#error-contract). Not in the
 * browser: a form sends only strings, so the messages zod writes itself (wrong type, unknown option) answer only
 * scripts, which the server answers; the locale would be one more file on every page.
 */
export function configureGermanZodMessages(): void {
  z.config(de());
}
