import type { FieldErrors } from "../../domain/errors/app-error";
import { fieldErrorsFromIssues, firstErrorPerField } from "../../domain/errors/field-errors";

/** The fields of a submitted form (text values only), as the page shows them again. */
export type FormValues = Record<string, string>;

/** What a form shows after a failed check: one message per field and a message for the whole form. */
export interface FormErrors {
  /** A message that belongs to no single field (shown as an alert of the form). */
  formError?: string;
  /** The first message per field name. */
  fieldErrors: Record<string, string>;
}

/** A route action's answer to one form submission (`intent` tells forms of one route apart). */
export type FormResult<Intent extends string = string> =
  | ({ ok: false; intent: Intent; code: string; values: FormValues } & FormErrors)
  | { ok: true; intent: Intent; values: FormValues };

/**
 * Field errors (zod issues grouped per field, `form` for issues without a path) → what a form shows. Without
 * any field message, `detail` becomes the form's message.
 */
export function toFormErrors(errors: FieldErrors | undefined, detail?: string): FormErrors {
  const { form, ...fieldErrors } = firstErrorPerField(errors ?? {});
  const formError = form ?? (Object.keys(fieldErrors).length === 0 ? detail : undefined);
  return formError === undefined ? { fieldErrors } : { formError, fieldErrors };
}

/** A schema with zod's `safeParse` (keeps this module free of a zod import). */
interface SafeParser {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/**
 * Checks `input` with the schema the server uses for the same form: `undefined` when it passes, otherwise the
 * messages to show at once (the client-side pre-check of a form that works without JavaScript, too).
 */
export function checkForm(schema: SafeParser, input: unknown): FormErrors | undefined {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : toFormErrors(fieldErrorsFromIssues(parsed.error.issues));
}

/** The intent of a submit event: the `value` of the button that submitted the form (`fallback` for Enter). */
export function submitIntent(event: { nativeEvent: Event }, fallback: string): string {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.name === "intent" && submitter.value
    ? submitter.value
    : fallback;
}

/**
 * Calls `handle` once per action result, even when the form mounts again with the same result (e.g. a tab
 * switch): toasts and navigations of a result must not repeat.
 */
const handledResults = new WeakSet<object>();
export function firstTimeHandled(result: object | undefined): boolean {
  if (!result || handledResults.has(result)) return false;
  handledResults.add(result);
  return true;
}
