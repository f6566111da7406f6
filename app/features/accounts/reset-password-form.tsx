import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { resetPasswordSchema } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { checkForm, type FormErrors, type FormResult, firstTimeHandled } from "../../lib/form-state";
import { FormAlert, PasswordField } from "./form-fields";

const LINK_INVALID = "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

/**
 * 'Passwort vergessen?' second step: set a new password with the token from the e-mail. Posts to the route's
 * action (works without JavaScript); with JavaScript the same schema checks first.
 */
export function ResetPasswordForm({
  token,
  invalid,
  result,
}: {
  token: string;
  invalid: boolean;
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [local, setLocal] = useState<FormErrors>();
  const errors = local ?? (result && !result.ok ? result : undefined);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  useEffect(() => {
    if (firstTimeHandled(result)) setLocal(undefined);
  }, [result]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const failed = checkForm(resetPasswordSchema, { password, confirmPassword, token });
    setLocal(failed);
    if (failed) event.preventDefault();
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Neues Passwort festlegen</h1>
        {invalid ? (
          <div className="mt-4 grid gap-4">
            <FormAlert message={LINK_INVALID} />
            <Link to="/login" className="font-medium text-primary-700 underline">
              Zur Anmeldung
            </Link>
          </div>
        ) : (
          <Form method="post" onSubmit={submit} noValidate className="mt-6 grid gap-4">
            <input type="hidden" name="token" value={token} />
            <PasswordField
              label="Neues Passwort"
              name="password"
              autoComplete="new-password"
              value={password}
              error={errors?.fieldErrors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordField
              label="Passwort bestätigen"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              error={errors?.fieldErrors.confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
            <FormAlert
              message={errors?.formError ?? (errors?.fieldErrors.token ? LINK_INVALID : undefined)}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Wird gespeichert..." : "Passwort speichern"}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
