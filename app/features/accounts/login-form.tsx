import { type FormEvent, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { loginSchema } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { checkForm, type FormErrors, firstTimeHandled, submitIntent } from "../../lib/form-state";
import { FormAlert, PasswordField, TextField } from "./form-fields";
import { type LoginResult, RESET_EMAIL_REQUIRED } from "./login-intents";

const RESET_SENT = "Wenn ein Konto zu dieser Adresse existiert, erhalten Sie einen Link zum Zurücksetzen.";

/**
 * Sign-in and 'Passwort vergessen?' (docs/product/accounts.md#sign-in-and-registration): posts to the /login action (intent `sign-in` or
 * `request-reset`), which redirects to the role's area. With JavaScript the same schema checks first.
 */
export function LoginForm({
  result,
  returnPath,
}: {
  result: LoginResult | undefined;
  /** Sent along: the action returns there (docs/product/accounts.md#return-after-sign-in). */
  returnPath?: string;
}) {
  const navigation = useNavigation();
  const own = result?.intent === "sign-in" || result?.intent === "request-reset" ? result : undefined;
  const [local, setLocal] = useState<FormErrors>();
  const [email, setEmail] = useState(own?.values.email ?? "");
  const [password, setPassword] = useState("");
  const errors = local ?? (own && !own.ok ? own : undefined);
  const resetSent = !local && own?.ok === true && own.intent === "request-reset";
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";

  useEffect(() => {
    if (!firstTimeHandled(own)) return;
    setLocal(undefined);
    if (!own) return;
    if (own.ok) {
      toast({ title: "E-Mail gesendet", description: RESET_SENT });
      return;
    }
    const message = own.formError ?? Object.values(own.fieldErrors)[0] ?? m.genericError;
    if (own.intent === "sign-in")
      toast({ title: m.loginFailedTitle, description: message, variant: "destructive" });
    else toast({ title: m.errorTitle, description: message, variant: "destructive" });
  }, [own]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const intent = submitIntent(event, "sign-in");
    const failed =
      intent === "request-reset"
        ? loginSchema.shape.email.safeParse(email).success
          ? undefined
          : { formError: RESET_EMAIL_REQUIRED, fieldErrors: {} }
        : checkForm(loginSchema, { email, password });
    setLocal(failed);
    if (failed) event.preventDefault();
  }

  return (
    <Form method="post" action="/login" onSubmit={submit} noValidate className="grid gap-4">
      {/* The default button: Enter in a field signs in (not 'Passwort vergessen?', which comes first). */}
      <button type="submit" name="intent" value="sign-in" hidden tabIndex={-1} />
      {returnPath && <input type="hidden" name="next" value={returnPath} />}
      <TextField
        label="E-Mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={errors?.fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Passwort"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors?.fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <button
          type="submit"
          name="intent"
          value="request-reset"
          className="rounded text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          Passwort vergessen?
        </button>
      </div>
      {resetSent && (
        <p role="status" className="rounded-lg bg-primary-50 p-3 text-sm text-primary-900">
          {m.resetLinkSent}
        </p>
      )}
      <FormAlert message={errors?.formError} />
      <Button type="submit" name="intent" value="sign-in" disabled={busy}>
        {busy ? "Wird angemeldet..." : "Anmelden"}
      </Button>
    </Form>
  );
}
