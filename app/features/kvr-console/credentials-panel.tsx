import { Button } from "../../components/ui/button";
import { type ShownCredentials, useConsoleCredentials } from "./use-console-credentials";

const readOnlyField = "min-h-11 rounded-lg border border-slate-300 bg-slate-100 px-3 text-slate-700";
const inputField = "min-h-11 rounded-lg border border-slate-300 px-3";

/**
 * The engine credentials: read-only (password masked) and, for admins, the update form
 * (docs/product/rating-engine.md#credentials).
 */
export function CredentialsPanel({ credentials }: { credentials: ShownCredentials }) {
  const { shown, saving, submit } = useConsoleCredentials(credentials);
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Mandant ID
          <input readOnly value={shown.mandantId} className={readOnlyField} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Benutzername
          <input readOnly value={shown.username} className={readOnlyField} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Passwort
          <input readOnly type="password" value="••••••••" className={readOnlyField} />
        </label>
      </div>
      {/* The spec's note only where it is true: the server configuration's credentials are fixed there; stored
          ones are the form's own (docs/product/rating-engine.md#credentials). */}
      <p className="text-sm text-slate-600" data-testid="credentials-source">
        {shown.source === "stored"
          ? "Gespeichert im Admin-Bereich, verschlüsselt; ändern über das Formular unten."
          : "Zugangsdaten sind hardcodiert und können nicht geändert werden. Sie stammen aus der Server-Konfiguration KVR_*; das Formular unten legt eigene, verschlüsselt gespeicherte an, die dann gelten."}
      </p>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-slate-900">Zugangsdaten ändern (Admin)</summary>
        <form className="mt-3 grid gap-3 sm:grid-cols-3" onSubmit={submit}>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Neue Mandant ID
            <input
              name="mandantId"
              required
              inputMode="numeric"
              defaultValue={shown.mandantId}
              className={inputField}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Neuer Benutzername
            <input name="username" required defaultValue={shown.username} className={inputField} />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Neues Passwort
            <input
              name="password"
              type="password"
              required
              autoComplete="new-password"
              className={inputField}
            />
          </label>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={saving}>
              Zugangsdaten speichern
            </Button>
          </div>
        </form>
      </details>
    </div>
  );
}
