import { AppError } from "../../../domain/errors/app-error";

/**
 * The deepest nesting of arrays and objects a JSON body may have (docs/decisions/013-http-edge-hardening.md#json-depth).
 * The deepest form body (the long comparison form) nests three levels.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;

/**
 * Whether `text` nests `[`/`{` deeper than `maxDepth` outside strings: one linear scan without parsing, so a
 * body of 20 000 opening brackets costs a loop, not a recursion (invalid JSON is left to the parser).
 */
export function jsonDepthExceeds(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Throws 400 `invalid-json` with the German reason when the JSON text nests too deep. */
export function assertJsonDepth(text: string): void {
  if (jsonDepthExceeds(text)) throw new AppError("invalid-json", { detail: JSON_TOO_DEEP_MESSAGE });
}
