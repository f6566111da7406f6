import { data } from "react-router";
import { isAppError } from "../../domain/errors/app-error";
import { type FormResult, type FormValues, toFormErrors } from "./form-state";

/**
 * Small helpers for route actions of forms that work without JavaScript: read the posted fields, and turn an
 * AppError of an account action into the data the form shows again (the German messages, the status, the
 * entered values without secrets such as passwords).
 */

/** The posted text fields (the first value per name) and the `intent` of the submit button. */
export async function readForm(
  request: Request,
): Promise<{ intent: string | undefined; fields: FormValues }> {
  const formData = await request.formData();
  const fields: FormValues = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  const { intent, ...rest } = fields;
  return { intent: intent || undefined, fields: rest };
}

/** `fields` without the named ones (passwords are never sent back to the page). */
export function keptValues(fields: FormValues, secret: readonly string[] = []): FormValues {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !secret.includes(name)));
}

/** A successful submission that stays on the page (e.g. 'Code gesendet'). */
export function formSuccess<Intent extends string>(
  intent: Intent,
  values: FormValues,
  init?: { headers?: Headers },
) {
  return data<FormResult<Intent>>({ ok: true, intent, values }, { headers: init?.headers });
}

/**
 * An AppError → the form's messages with the error's HTTP status. Anything else is no expected failure and is
 * thrown again (the route's error boundary shows it).
 */
export function formFailure<Intent extends string>(
  intent: Intent,
  error: unknown,
  fields: FormValues,
  options: { secret?: readonly string[]; values?: FormValues } = {},
) {
  if (!isAppError(error)) throw error;
  const values = { ...keptValues(fields, options.secret), ...options.values };
  const result: FormResult<Intent> = {
    ok: false,
    intent,
    code: error.code,
    values,
    ...toFormErrors(error.fieldErrors, error.detail),
  };
  const headers = new Headers();
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  return data(result, { status: error.status, headers });
}
