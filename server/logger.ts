import pino from "pino";

/** Structured JSON logs (one line per event); pipe through `pino-pretty` to read them locally. */
export function createLogger(level: string) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;
