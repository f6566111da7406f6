/**
 * The input as an object in which each named text field is present: a missing field counts as empty, so the
 * schemas answer with their German "required" messages instead of zod's English type error.
 */
export function withTextFields(input: unknown, names: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input } : {};
  for (const name of names) if (fields[name] === undefined || fields[name] === null) fields[name] = "";
  return fields;
}
