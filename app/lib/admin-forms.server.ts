import { validationFailed } from "../../domain/errors/field-errors";
import { formFailure, formSuccess } from "./form-action.server";
import type { FormValues } from "./form-state";

/** What `parseForm` needs of a (zod) schema of a form. */
export interface FormSchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** A schema parse of a form that throws the form's `validation-failed` error (messages per field). */
export function parseForm<T>(schema: FormSchema<T>, fields: FormValues): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  return parsed.data;
}

/** Runs a settings change of a form: success shows 'Gespeichert', an AppError the form's messages. */
export async function saveForm<Intent extends string>(
  intent: Intent,
  fields: FormValues,
  work: () => Promise<unknown>,
) {
  try {
    await work();
    return formSuccess(intent, fields);
  } catch (error) {
    return formFailure(intent, error, fields);
  }
}
