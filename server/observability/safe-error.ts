/**
 * What the log keeps of an error (docs/decisions/013-http-edge-hardening.md#error-logs): its name, code, message
 * and stack frames, never request data. A failed query's message carries its parameters (drizzle: "Failed query:
 * … params: …", and `params`/`query` as fields); PostgreSQL's messages name the offending value after a colon
 * ('invalid input syntax for type uuid: "…"'), and its `detail` the row. None of that is logged.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function safeMessage(error: Error, code: string | undefined): string {
  let message = error.message.split("\nparams:")[0] ?? "";
  // A database error's own message: the part before the value it quotes.
  if (code && SQLSTATE.test(code)) message = message.split(": ")[0] ?? "";
  return message;
}

/** The stack's frames only (its first line repeats the message). */
function frames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return lines.length ? lines.join("\n") : undefined;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(kein Error-Objekt)" };
  const rawCode = (error as { code?: unknown }).code;
  const code = typeof rawCode === "string" ? rawCode : undefined;
  const result: SafeError = { type: error.name, message: safeMessage(error, code) };
  if (code) result.code = code;
  const stack = frames(error.stack);
  if (stack) result.stack = stack;
  if (error.cause !== undefined && depth < 3) result.cause = safeError(error.cause, depth + 1);
  return result;
}

/** A client that went away while its request was read (not an error of ours). */
export class ClientDisconnectedError extends Error {
  override name = "ClientDisconnectedError";
  constructor() {
    super("client closed the connection before the body was complete");
  }
}

/** Node's signs of a client gone mid-request: "aborted" (ECONNRESET), a premature close, or ours above. */
export function isClientDisconnect(error: unknown): boolean {
  if (error instanceof ClientDisconnectedError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (error.message === "aborted" && (code === "ECONNRESET" || code === undefined)) ||
    code === "ERR_STREAM_PREMATURE_CLOSE"
  );
}
