import pino from "pino";
import { safeError } from "./safe-error";

/**
 * Structured JSON logs (one line per event); pipe through `pino-pretty` to read them locally. Errors under `err`
 * are logged by name, code, message and stack frames only, never with query parameters or request data
 * (docs/decisions/013-http-edge-hardening.md#error-logs).
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: safeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type Logger = pino.Logger;

/** A logger that writes nothing (tests, scripts without output). */
export function createSilentLogger(): Logger {
  return createLogger("silent");
}
