import { redirect, useActionData, useLoaderData } from "react-router";
import { loginSchema } from "../../../domain/accounts/registration";
import { returnPathOf } from "../../../domain/accounts/return-path-schema";
import { comparisonToKeep } from "../../../domain/accounts/return-to";
import { accountTarget, canAccess, homePathFor } from "../../../domain/accounts/roles";
import { AppError } from "../../../domain/errors/app-error";
import { pageContext } from "../../../server/transport/page-context.server";
import { type LoginIntent, RESET_EMAIL_REQUIRED } from "../../features/accounts/login-intents";
import { LoginPage } from "../../features/accounts/login-page";
import { formFailure, formSuccess, keptValues, readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/login";

/**
 * Signed-in visitors go to their area (docs/product/accounts.md#sign-in-and-registration), or back where `next`
 * points (docs/product/accounts.md#return-after-sign-in).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const viewer = page.accounts.viewer;
  const url = new URL(request.url);
  const returnPath = returnPathOf(url.searchParams.get("next"));
  if (viewer?.kind === "user") throw redirect(returnPath ?? accountTarget(viewer));
  const notice = url.searchParams.get("error")
    ? "link-ungueltig"
    : url.searchParams.has("bestaetigt")
      ? "bestaetigt"
      : (url.searchParams.get("grund") ?? undefined);
  const view = url.searchParams.get("ansicht") === "registrieren" ? "register" : "login";
  return {
    siteName: page.siteName,
    notice,
    view: view as "login" | "register",
    returnPath,
    // Signing in or registering from 'Vergleich speichern' keeps that comparison.
    keepsComparison: comparisonToKeep(returnPath) !== undefined,
  };
}

/** Never sent back to the page. */
const SECRET_FIELDS = ["password", "confirmPassword"] as const;

/** The registration form's fields → the registration input (company accounts only with the checkbox). */
function registrationInput(fields: Record<string, string>) {
  const company = fields.company === "on";
  return {
    email: fields.email ?? "",
    password: fields.password ?? "",
    confirmPassword: fields.confirmPassword ?? "",
    phone: fields.phone ?? "",
    termsAccepted: fields.termsAccepted ?? "",
    accountType: company ? (fields.accountType ?? "broker") : "private",
    licenseKey: company ? (fields.licenseKey ?? "") : undefined,
  };
}

/**
 * The forms of /login (sign-in, 'Passwort vergessen?', registration with its SMS step) as one action; the
 * submit button's `intent` tells them apart. Works with and without JavaScript.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const { actions } = page.accounts;
  const { intent: posted, fields } = await readForm(request);
  const returnPath = returnPathOf(fields.next);
  const intent: LoginIntent =
    posted === "request-reset" || posted === "send-code" || posted === "verify-code" || posted === "register"
      ? posted
      : "sign-in";
  const kept = keptValues(fields, SECRET_FIELDS);
  try {
    switch (intent) {
      case "request-reset": {
        if (!loginSchema.shape.email.safeParse(fields.email ?? "").success) {
          return formFailure(
            intent,
            new AppError("validation-failed", { detail: RESET_EMAIL_REQUIRED }),
            fields,
            { secret: SECRET_FIELDS },
          );
        }
        const { headers } = await actions.requestPasswordReset(page.caller, { email: fields.email });
        return formSuccess(intent, kept, { headers });
      }
      case "send-code": {
        await actions.sendVerificationCode(page.caller, { phone: fields.phone ?? "" });
        return formSuccess(intent, { ...kept, code: "", codeSentTo: fields.phone ?? "", verifiedPhone: "" });
      }
      case "verify-code": {
        await actions.verifyCode(page.caller, { phone: fields.phone ?? "", code: fields.code ?? "" });
        return formSuccess(intent, { ...kept, verifiedPhone: fields.phone ?? "" });
      }
      case "register": {
        const { email } = await actions.register(page.caller, registrationInput(fields), { returnPath });
        return formSuccess(intent, { email });
      }
      case "sign-in": {
        const { headers, viewer } = await actions.signIn(page.caller, {
          email: fields.email ?? "",
          password: fields.password ?? "",
        });
        if (!returnPath) return redirect(homePathFor(viewer, "sign-in"), { headers });
        // Back to the comparison, kept in 'Meine Vergleiche' when a private account signed in from it in the
        // browser that made it (docs/product/documents.md#meine-vergleiche); a refused keep just returns.
        const keep = comparisonToKeep(returnPath);
        if (keep && viewer.kind === "user" && canAccess(viewer, "private"))
          await page.comparisons.keep(keep, { userId: viewer.userId });
        return redirect(returnPath, { headers });
      }
    }
  } catch (error) {
    return formFailure(intent, error, fields, { secret: SECRET_FIELDS });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Anmelden | ${loaderData?.siteName ?? ""}` },
  { name: "robots", content: "noindex" },
];

export default function Login() {
  const { siteName, notice, view, returnPath, keepsComparison } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <LoginPage
      siteName={siteName}
      notice={notice}
      view={view}
      result={result}
      returnPath={returnPath}
      keepsComparison={keepsComparison}
    />
  );
}
