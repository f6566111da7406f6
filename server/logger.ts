import pino from "pino";

/** Structured JSON logs (one line per event); pipe through `pino-pretty` to read them locally. */
export function createLogger(level: string) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = pino.Logger;

/** A logger that writes nothing (tests, scripts without output). */
export function createSilentLogger(): Logger {
  return createLogger("silent");
}
