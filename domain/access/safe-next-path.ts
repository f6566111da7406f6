/**
 * The target after the gate (`next`): only a path on this site survives, anything else becomes "/".
 * Refused: no leading "/", protocol-relative "//host", backslashes (browsers read "/\host" as "//host"),
 * control characters (CR/LF would split headers, tab is dropped by URL parsers), a scheme, and overlong values.
 */
export function safeNextPath(next: string | undefined | null): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 2000) return "/";
  if (!next.startsWith("/") || next.startsWith("//")) return "/";
  if (next.includes("\\")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(next)) return "/";
  // A scheme can hide behind encoded slashes or dots after the first segment only if the path is re-parsed:
  // resolve it against a dummy origin and keep it only when it stays on that origin with the same path start.
  try {
    const base = "http://same-site.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
