import { type FormEvent, useState } from "react";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { firstIssue, loginSchema } from "../../../domain/accounts/registration";
import { homePathFor, type RoleViewer } from "../../../domain/accounts/roles";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { apiRequest, isApiError } from "../../lib/api-client";
import { FormAlert, PasswordField, TextField } from "./form-fields";

/** The viewer after signing in (GET /api/accounts/me); on any failure the personal area. */
async function landingAfterSignIn(): Promise<string> {
  try {
    const me = await apiRequest<{ viewer: RoleViewer }>("/api/accounts/me");
    return homePathFor(me.viewer, "sign-in");
  } catch {
    return "/mein-bereich";
  }
}

export function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resetSent, setResetSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await apiRequest("/api/auth/sign-in/email", { json: parsed.data });
    } catch (failure) {
      const message = (isApiError(failure) && failure.detail) || m.genericError;
      setError(message);
      toast({ title: m.loginFailedTitle, description: message, variant: "destructive" });
      setBusy(false);
      return;
    }
    window.location.assign(await landingAfterSignIn());
  }

  async function forgotPassword() {
    const parsed = loginSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setError("Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen.");
      return;
    }
    setError(undefined);
    try {
      await apiRequest("/api/auth/request-password-reset", {
        json: { email: parsed.data, redirectTo: "/passwort-zuruecksetzen" },
      });
    } catch (failure) {
      toast({
        title: m.errorTitle,
        description: (isApiError(failure) && failure.detail) || m.genericError,
        variant: "destructive",
      });
      return;
    }
    setResetSent(true);
    toast({
      title: "E-Mail gesendet",
      description: "Wenn ein Konto zu dieser Adresse existiert, erhalten Sie einen Link zum Zurücksetzen.",
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label="E-Mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Passwort"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={forgotPassword}
          className="rounded text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          Passwort vergessen?
        </button>
      </div>
      {resetSent && (
        <p role="status" className="rounded-lg bg-primary-50 p-3 text-sm text-primary-900">
          Wenn ein Konto zu dieser Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des
          Passworts gesendet.
        </p>
      )}
      <FormAlert message={error} />
      <Button type="submit" disabled={busy}>
        {busy ? "Wird angemeldet..." : "Anmelden"}
      </Button>
    </form>
  );
}
