import { AppError, type FieldErrors } from "./app-error";

/** The minimal shape of a zod issue (keeps this module free of a zod import). */
interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * zod issues → messages per field (the first path segment; issues without a path go to `form`).
 * The one conversion used by forms, route actions and API endpoints.
 */
export function fieldErrorsFromIssues(issues: ReadonlyArray<IssueLike>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

/** The first message of all field errors (forms that show one message at a time). */
export function firstFieldError(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}

/**
 * The first message per field (forms that show one message under each input). Accepts both the
 * `{ field: string[] }` shape of {@link FieldErrors} and a `{ field: string }` map.
 */
export function firstErrorPerField(
  errors: Readonly<Record<string, string | ReadonlyArray<string>>>,
): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = typeof messages === "string" ? messages : messages[0];
    if (message) first[field] = message;
  }
  return first;
}

/**
 * The one `validation-failed` error of a failed schema: messages per field, and as detail the given text or the
 * first field message (else the catalogue's 'Bitte füllen Sie alle Pflichtfelder aus.').
 */
export function validationFailed(issues: ReadonlyArray<IssueLike>, detail?: string): AppError {
  const fieldErrors = fieldErrorsFromIssues(issues);
  return new AppError("validation-failed", { detail: detail ?? firstFieldError(fieldErrors), fieldErrors });
}
