import { data } from "react-router";
import { type AppError, isAppError } from "../../domain/errors/app-error";
import type { ErrorCode } from "../../domain/errors/error-codes";
import { type FormErrors, type FormResult, type FormValues, toFormErrors } from "./form-state";

/**
 * Small helpers for route actions of forms that work without JavaScript: read the posted fields, and turn a
 * failure into the data the form shows again (the German messages, the status, the entered values without
 * secrets such as passwords). {@link failureAnswer} is the one mapping from a failure to a form's answer; every
 * route action uses it (directly, or through {@link formFailure}).
 */

/** What a form's answer makes of an expected failure (docs/architecture.md#error-contract). */
export interface FailureAnswer extends FormErrors {
  /** The AppError itself (e.g. for the gate's one-time message cookie). */
  error: AppError;
  code: ErrorCode;
  /** The service's German message for the request as a whole (a rate limit's, an engine failure's …). */
  detail: string;
  /** The answer's status (the error's: 400, 404, 429, 502 …) and `Retry-After` of a rate limit. */
  init: { status: number; headers: Headers };
}

/**
 * An AppError → its form answer: the first message per field, a message for the whole form (one without a
 * field, else the error's detail, but only when no field has a message: a field error is never shown as a
 * failure of the request), the status and `Retry-After`. Anything else is no expected failure and is thrown
 * again (the route's error boundary shows it).
 */
export function failureAnswer(error: unknown): FailureAnswer {
  if (!isAppError(error)) throw error;
  const headers = new Headers();
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  return {
    error,
    code: error.code,
    detail: error.detail,
    ...toFormErrors(error.fieldErrors, error.detail),
    init: { status: error.status, headers },
  };
}

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

/** An expected failure → the form's answer of {@link failureAnswer} with the intent and the values kept. */
export function formFailure<Intent extends string>(
  intent: Intent,
  error: unknown,
  fields: FormValues,
  options: { secret?: readonly string[]; values?: FormValues } = {},
) {
  const { code, formError, fieldErrors, init } = failureAnswer(error);
  const values = { ...keptValues(fields, options.secret), ...options.values };
  const result: FormResult<Intent> = {
    ok: false,
    intent,
    code,
    values,
    ...(formError === undefined ? {} : { formError }),
    fieldErrors,
  };
  return data(result, init);
}
