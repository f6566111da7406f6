import { type FormEvent, useState } from "react";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { firstIssue, loginSchema } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { FormAlert, PasswordField, TextField } from "./form-fields";
import { requestJson } from "./request-json";

/** Where a user lands after signing in (portal spec §4, §6; DECISIONS 6). */
function landingFor(viewer: { kind: string; userType?: string; isAdmin?: boolean }): string {
  if (viewer.kind !== "user") return "/login";
  if (viewer.userType === "broker" || viewer.userType === "insurance") return "/broker-dashboard";
  return "/mein-bereich";
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
    const response = await requestJson("/api/auth/sign-in/email", { body: parsed.data });
    if (!response.ok) {
      const message = response.data.error || m.genericError;
      setError(message);
      toast({ title: m.loginFailedTitle, description: message, variant: "destructive" });
      setBusy(false);
      return;
    }
    const me = await requestJson<{ viewer: { kind: string; userType?: string; isAdmin?: boolean } }>(
      "/api/accounts/me",
    );
    window.location.assign(me.ok ? landingFor(me.data.viewer) : "/mein-bereich");
  }

  async function forgotPassword() {
    const parsed = loginSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setError("Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen.");
      return;
    }
    setError(undefined);
    const response = await requestJson("/api/auth/request-password-reset", {
      body: { email: parsed.data, redirectTo: "/passwort-zuruecksetzen" },
    });
    if (!response.ok) {
      toast({
        title: m.errorTitle,
        description: response.data.error || m.genericError,
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
