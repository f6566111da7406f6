import { CheckCircle2 } from "lucide-react";
import { VERIFICATION_CODE_LENGTH } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { TextField } from "./form-fields";

/**
 * Phone with SMS verification (docs/product/accounts.md#sign-in-and-registration) inside the registration form: 'Code senden' (intent
 * `send-code`) shows the code field; with JavaScript the code verifies itself at 6 digits, without it the
 * 'Code bestätigen' button (intent `verify-code`) does; then the number is locked as verified. Changing the
 * number after sending warns that a new code is needed.
 */
export function PhoneVerification({
  phone,
  onPhoneChange,
  verified,
  sentTo,
  code,
  onCodeChange,
  busy,
  hydrated,
  phoneError,
  codeError,
  error,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  verified: boolean;
  /** The number the last code went to. */
  sentTo: string | undefined;
  code: string;
  onCodeChange: (digits: string) => void;
  busy: boolean;
  hydrated: boolean;
  phoneError?: string;
  codeError?: string;
  /** A message of the SMS step that belongs to no field. */
  error?: string;
}) {
  const changedAfterSending = sentTo !== undefined && sentTo !== phone && !verified;
  return (
    <div className="grid gap-3">
      <input type="hidden" name="codeSentTo" value={sentTo ?? ""} />
      <input type="hidden" name="verifiedPhone" value={verified ? phone : ""} />
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label="Telefonnummer"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+49 170 1234567"
          required
          value={phone}
          readOnly={verified}
          aria-readonly={verified}
          error={phoneError}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
        {!verified && (
          <Button
            type="submit"
            name="intent"
            value="send-code"
            variant="secondary"
            disabled={busy}
            className="shrink-0"
          >
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
      {sentTo !== undefined && !verified && !changedAfterSending && (
        <div className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label="Verifizierungs-Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="123456"
            hint="Wir haben Ihnen einen 6-stelligen Code per SMS gesendet."
            value={code}
            readOnly={busy}
            error={codeError}
            onChange={(event) =>
              onCodeChange(event.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))
            }
          />
          {/* With JavaScript the code verifies itself at 6 digits. */}
          {!hydrated && (
            <Button type="submit" name="intent" value="verify-code" variant="secondary" className="shrink-0">
              Code bestätigen
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
