import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { firstIssue, resetPasswordSchema } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { apiRequest, isApiError } from "../../lib/api-client";
import { FormAlert, PasswordField } from "./form-fields";

const LINK_INVALID = "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

/** 'Passwort vergessen?' second step: set a new password with the token from the e-mail. */
export function ResetPasswordForm({ token, invalid }: { token: string; invalid: boolean }) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password, confirmPassword, token });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await apiRequest("/api/auth/reset-password", { json: { newPassword: password, token } });
    } catch (failure) {
      setBusy(false);
      setError((isApiError(failure) && failure.detail) || LINK_INVALID);
      return;
    }
    setBusy(false);
    window.location.assign("/login?grund=passwort-geaendert");
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
          <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
            <PasswordField
              label="Neues Passwort"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordField
              label="Passwort bestätigen"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
            <FormAlert message={error} />
            <Button type="submit" disabled={busy}>
              {busy ? "Wird gespeichert..." : "Passwort speichern"}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
