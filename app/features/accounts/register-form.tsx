import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { type AccountType, firstIssue, registrationSchema } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { apiRequest, isApiError } from "../../lib/api-client";
import { FormAlert, PasswordField, TextField } from "./form-fields";
import { PhoneVerification } from "./phone-verification";

export function RegisterForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [phone, setPhone] = useState("");
  const [phoneVerified, setPhoneVerified] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [company, setCompany] = useState(false);
  const [accountType, setAccountType] = useState<AccountType>("broker");
  const [licenseKey, setLicenseKey] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      email,
      password,
      confirmPassword,
      phone,
      termsAccepted,
      accountType: company ? accountType : ("private" as const),
      licenseKey: company ? licenseKey : undefined,
    };
    const parsed = registrationSchema.safeParse(input);
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    if (!phoneVerified) {
      setError(m.phoneNotVerified);
      return;
    }
    setBusy(true);
    try {
      await apiRequest("/api/accounts/register", { json: input });
    } catch (failure) {
      setBusy(false);
      setError((isApiError(failure) && failure.detail) || m.registrationFailed);
      return;
    }
    setBusy(false);
    navigate("/");
    toast({
      title: "Registrierung erfolgreich",
      description:
        "Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben. Prüfen Sie auch Ihren Spam-Ordner.",
      duration: 10_000,
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
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label="Passwort bestätigen"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <PhoneVerification
        phone={phone}
        onPhoneChange={setPhone}
        verified={phoneVerified}
        onVerified={() => setPhoneVerified(true)}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={company}
          onChange={(event) => setCompany(event.target.checked)}
        />
        Ich registriere mich als Makler oder Versicherung (Lizenzschlüssel erforderlich)
      </label>
      {company && (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Unternehmenskonto</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(["broker", "insurance"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="account-type"
                  className="size-4"
                  checked={accountType === type}
                  onChange={() => setAccountType(type)}
                />
                {type === "broker" ? "Makler" : "Versicherung"}
              </label>
            ))}
          </div>
          <TextField
            label="Lizenzschlüssel"
            autoComplete="off"
            value={licenseKey}
            onChange={(event) => setLicenseKey(event.target.value)}
          />
        </fieldset>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
        <span>
          Ich akzeptiere die{" "}
          <Link to="/agb" className="text-primary-700 underline">
            Nutzungsbedingungen
          </Link>{" "}
          und habe die{" "}
          <Link to="/datenschutz" className="text-primary-700 underline">
            Datenschutzerklärung
          </Link>{" "}
          gelesen.
        </span>
      </label>
      <FormAlert message={error} />
      <Button type="submit" disabled={busy || !phoneVerified || !termsAccepted}>
        {busy ? "Wird registriert..." : "Registrieren"}
      </Button>
    </form>
  );
}
