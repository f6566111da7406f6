import { data, type RouterContextProvider } from "react-router";
import { validationFailed } from "../../domain/errors/field-errors";
import type { AuditActor } from "../../server/areas/site";
import { type AdminPageServices, pageContext } from "../../server/transport/page-context.server";
import { formFailure, formSuccess } from "./form-action.server";
import type { FormValues } from "./form-state";
import { requireViewer } from "./require-viewer.server";

export type AdminAccess = { allowed: false } | { allowed: true; actor: AuditActor; admin: AdminPageServices };

/**
 * The check of every admin page loader and action (besides the /svadmin layout's): no session → /admin-login,
 * no admin → `allowed: false` (the route answers 403; the layout shows 'Kein Administratorzugriff').
 */
export function adminAccess(context: Readonly<RouterContextProvider>): AdminAccess {
  const { viewer, allowed } = requireViewer(context, "admin");
  if (!allowed) return { allowed: false };
  return {
    allowed: true,
    actor: { id: viewer.userId, email: viewer.email },
    admin: context.get(pageContext).admin,
  };
}

export const adminDenied = () => data({ state: "denied" as const }, { status: 403 });

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
