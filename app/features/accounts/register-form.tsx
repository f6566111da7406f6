import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useSubmit } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import {
  type AccountType,
  registrationSchema,
  sendVerificationSchema,
  VERIFICATION_CODE_LENGTH,
  verifyCodeSchema,
} from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { checkForm, type FormErrors, firstTimeHandled, submitIntent } from "../../lib/form-state";
import { useHydrated } from "../../lib/use-hydrated";
import { FormAlert, PasswordField, TextField } from "./form-fields";
import { type LoginResult, REGISTER_INTENTS } from "./login-intents";
import { PhoneVerification } from "./phone-verification";

const REGISTERED_TITLE = "Registrierung erfolgreich";
const REGISTERED_TEXT =
  "Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben. Prüfen Sie auch Ihren Spam-Ordner.";
const TERMS_ERROR_ID = "register-terms-error";

/**
 * Registration (docs/product/accounts.md#sign-in-and-registration) posting to the /login action: 'Code senden' (intent `send-code`), the code
 * (`verify-code`) and 'Registrieren' (`register`) are submits, so the whole flow works without JavaScript.
 * With JavaScript the same schemas check first and 'Registrieren' waits for the verified phone and the terms.
 */
export function RegisterForm({
  result,
  returnPath,
}: {
  result: LoginResult | undefined;
  /** Sent along: the action returns there (docs/product/accounts.md#return-after-sign-in). */
  returnPath?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submitForm = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const own = result && REGISTER_INTENTS.has(result.intent) ? result : undefined;
  const initial = own?.values ?? {};
  const [email, setEmail] = useState(initial.email ?? "");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [phone, setPhone] = useState(initial.phone ?? "");
  const [sentTo, setSentTo] = useState(initial.codeSentTo || undefined);
  const [verifiedPhone, setVerifiedPhone] = useState(initial.verifiedPhone || undefined);
  const [code, setCode] = useState(initial.code ?? "");
  const [termsAccepted, setTermsAccepted] = useState(initial.termsAccepted === "on");
  const [company, setCompany] = useState(initial.company === "on");
  const [accountType, setAccountType] = useState<AccountType>(
    initial.accountType === "insurance" ? "insurance" : "broker",
  );
  const [licenseKey, setLicenseKey] = useState(initial.licenseKey ?? "");
  const [local, setLocal] = useState<{ intent: string } & FormErrors>();
  const phoneVerified = verifiedPhone !== undefined && verifiedPhone === phone;
  const pending = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const busy = pending === "register";
  const phoneBusy = pending === "send-code" || pending === "verify-code";
  const registered = own?.ok === true && own.intent === "register";

  const shown = local ?? (own && !own.ok ? own : undefined);
  const fieldError = (name: string) => shown?.fieldErrors[name];
  const stepError = shown && shown.intent !== "register" ? shown.formError : undefined;
  const formError = shown?.intent === "register" ? shown.formError : undefined;

  useEffect(() => {
    if (!firstTimeHandled(own)) return;
    setLocal(undefined);
    if (!own) return;
    if (own.ok) {
      if (own.intent === "send-code") {
        setSentTo(own.values.codeSentTo);
        setCode("");
        toast({ title: m.codeSent });
      } else if (own.intent === "verify-code") {
        setVerifiedPhone(own.values.verifiedPhone);
      } else {
        // Back to where the visitor came from (the comparison to keep after confirming), else the start page.
        navigate(returnPath ?? "/");
        toast({ title: REGISTERED_TITLE, description: REGISTERED_TEXT, duration: 10_000 });
      }
    } else if (own.intent === "send-code") {
      const message = own.formError ?? Object.values(own.fieldErrors)[0] ?? m.unknownError;
      toast({ title: m.sendCodeFailed, description: message, variant: "destructive" });
    }
  }, [own, navigate, returnPath]);

  /** The same checks as the server, per intent; a failed check keeps the form from being sent. */
  function check(intent: string): FormErrors | undefined {
    if (intent === "send-code") return checkForm(sendVerificationSchema, { phone });
    if (intent === "verify-code") return checkForm(verifyCodeSchema, { phone, code });
    const failed = checkForm(registrationSchema, {
      email,
      password,
      confirmPassword,
      phone,
      termsAccepted,
      accountType: company ? accountType : "private",
      licenseKey: company ? licenseKey : undefined,
    });
    if (failed) return failed;
    return phoneVerified ? undefined : { formError: m.phoneNotVerified, fieldErrors: {} };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const intent = submitIntent(event, "register");
    const failed = check(intent);
    setLocal(failed && { intent, ...failed });
    if (failed) event.preventDefault();
  }

  function changeCode(digits: string) {
    setCode(digits);
    if (digits.length !== VERIFICATION_CODE_LENGTH || !formRef.current) return;
    const failed = checkForm(verifyCodeSchema, { phone, code: digits });
    setLocal(failed && { intent: "verify-code", ...failed });
    if (failed) return;
    const formData = new FormData(formRef.current);
    formData.set("code", digits);
    formData.set("intent", "verify-code");
    void submitForm(formData, { method: "post", action: "/login" });
  }

  if (registered) {
    return (
      <div
        role="status"
        className="grid gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
      >
        <p className="font-semibold">{REGISTERED_TITLE}</p>
        <p className="text-sm">{REGISTERED_TEXT}</p>
      </div>
    );
  }

  return (
    <Form ref={formRef} method="post" action="/login" onSubmit={submit} noValidate className="grid gap-4">
      {/* The default button: Enter in a field registers (not 'Code senden', which comes first). */}
      <button type="submit" name="intent" value="register" hidden tabIndex={-1} />
      {returnPath && <input type="hidden" name="next" value={returnPath} />}
      <TextField
        label="E-Mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={fieldError("email")}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Passwort"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        error={fieldError("password")}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label="Passwort bestätigen"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={fieldError("confirmPassword")}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <PhoneVerification
        phone={phone}
        onPhoneChange={setPhone}
        verified={phoneVerified}
        sentTo={sentTo}
        code={code}
        onCodeChange={changeCode}
        busy={phoneBusy}
        hydrated={hydrated}
        phoneError={fieldError("phone")}
        codeError={fieldError("code")}
        error={stepError}
      />
      {/* The company part shows with the checkbox, also without JavaScript (CSS :has). */}
      <div className="group grid gap-4">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id="register-company"
            type="checkbox"
            name="company"
            className="size-5"
            checked={company}
            onChange={(event) => setCompany(event.target.checked)}
          />
          Ich registriere mich als Makler oder Versicherung (Lizenzschlüssel erforderlich)
        </label>
        <fieldset className="hidden gap-3 rounded-lg border border-slate-200 p-3 group-has-[#register-company:checked]:grid">
          <legend className="px-1 text-sm font-medium text-slate-800">Unternehmenskonto</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(["broker", "insurance"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="accountType"
                  value={type}
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
            name="licenseKey"
            autoComplete="off"
            value={licenseKey}
            error={fieldError("licenseKey")}
            onChange={(event) => setLicenseKey(event.target.value)}
          />
        </fieldset>
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="termsAccepted"
            className="mt-0.5 size-5 shrink-0"
            checked={termsAccepted}
            aria-invalid={fieldError("termsAccepted") ? true : undefined}
            aria-describedby={fieldError("termsAccepted") ? TERMS_ERROR_ID : undefined}
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
        <FieldError id={TERMS_ERROR_ID} message={fieldError("termsAccepted")} />
      </div>
      <FormAlert message={formError} />
      {/* Without JavaScript the button stays enabled: the server checks the phone and the terms. */}
      <Button
        type="submit"
        name="intent"
        value="register"
        disabled={hydrated && (busy || !phoneVerified || !termsAccepted)}
      >
        {busy ? "Wird registriert..." : "Registrieren"}
      </Button>
    </Form>
  );
}
