import type { z } from "zod";
import { validationFailed } from "../../../../domain/errors/field-errors";

/** The input through its schema; invalid input throws `validation-failed` with the messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(result.error.issues);
  return result.data;
}
