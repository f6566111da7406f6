import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { phoneError, VERIFICATION_CODE_LENGTH } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { apiRequest, isApiError } from "../../lib/api-client";
import { TextField } from "./form-fields";

/** `verified` of a verify-code answer (success body, or the failure's problem extension / older body). */
function verifiedOf(body: unknown): boolean | undefined {
  const verified =
    typeof body === "object" && body !== null ? (body as { verified?: unknown }).verified : undefined;
  return typeof verified === "boolean" ? verified : undefined;
}

function errorOf(body: unknown): string | undefined {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === "string" && error !== "" ? error : undefined;
}

/**
 * Phone with SMS verification (portal spec §4): send a code, a code field appears, it verifies itself at 6 digits,
 * then the number is locked as verified. Changing the number after sending warns that a new code is needed.
 */
export function PhoneVerification({
  phone,
  onPhoneChange,
  verified,
  onVerified,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  verified: boolean;
  onVerified: () => void;
}) {
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    if (!phone.trim()) {
      setError(m.phoneRequired);
      return;
    }
    const invalid = phoneError(phone);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest("/api/functions/send-verification", { json: { phone } });
    } catch (failure) {
      setBusy(false);
      const message =
        !isApiError(failure) || failure.kind === "network"
          ? m.unknownError
          : failure.detail || m.serverResponseError(String(failure.status));
      setError(message);
      toast({ title: m.sendCodeFailed, description: message, variant: "destructive" });
      return;
    }
    setBusy(false);
    setSentTo(phone);
    setCode("");
    toast({ title: m.codeSent });
  }

  async function verify(value: string) {
    if (!value) {
      setError(m.codeRequired);
      return;
    }
    setBusy(true);
    let status = 200;
    let body: unknown;
    let detail: string | undefined;
    try {
      body = await apiRequest("/api/functions/verify-code", { json: { phone, code: value } });
      detail = errorOf(body);
    } catch (failure) {
      if (!isApiError(failure) || failure.kind === "network") {
        setBusy(false);
        setError(m.verifyFailed);
        return;
      }
      ({ status, body, detail } = failure);
    }
    setBusy(false);
    const verified = verifiedOf(body);
    if (verified === undefined) {
      setError(m.serverResponseError(String(status)));
      return;
    }
    if (verified) {
      setError(undefined);
      onVerified();
      return;
    }
    setError(detail || m.invalidCode);
  }

  const changedAfterSending = sentTo !== undefined && sentTo !== phone && !verified;
  return (
    <div className="grid gap-3">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label="Telefonnummer"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+49 170 1234567"
          required
          value={phone}
          readOnly={verified}
          aria-readonly={verified}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
        {!verified && (
          <Button type="button" variant="secondary" disabled={busy} onClick={sendCode} className="shrink-0">
            {sentTo ? "Code erneut senden" : "Code senden"}
          </Button>
        )}
      </div>
      {verified && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800">
          <CheckCircle2 className="size-4" aria-hidden /> Telefonnummer verifiziert
        </p>
      )}
      {changedAfterSending && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Sie haben die Telefonnummer geändert. Bitte fordern Sie einen neuen Code an.
        </p>
      )}
      {sentTo && !verified && !changedAfterSending && (
        <TextField
          label="Verifizierungs-Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder="123456"
          hint="Wir haben Ihnen einen 6-stelligen Code per SMS gesendet."
          value={code}
          disabled={busy}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH);
            setCode(digits);
            if (digits.length === VERIFICATION_CODE_LENGTH) void verify(digits);
          }}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
