import { Form } from "react-router";
import { Button } from "../../components/ui/button";
import { input } from "./lead-format";

/** 'Neue Lizenz anlegen': number (empty: generated), account type and expiry; posts intent 'create-license'. */
export function LicenseCreateForm({ idPrefix, resetKey }: { idPrefix: string; resetKey: string }) {
  return (
    <Form
      method="post"
      aria-label="Neue Lizenz anlegen"
      // A new key after each created licence empties the form.
      key={resetKey}
      className="mt-3 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-number`} className="text-sm font-medium text-slate-700">
          Lizenznummer (leer: automatisch)
        </label>
        <input id={`${idPrefix}-number`} name="licenseNumber" maxLength={40} className={input} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-type`} className="text-sm font-medium text-slate-700">
          Kontotyp
        </label>
        <select id={`${idPrefix}-type`} name="userType" className={input} defaultValue="broker">
          <option value="broker">Makler</option>
          <option value="insurance">Versicherung</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-expiry`} className="text-sm font-medium text-slate-700">
          Ablaufdatum (leer: kein Ablaufdatum)
        </label>
        <input id={`${idPrefix}-expiry`} name="expiresAt" type="date" className={input} />
      </div>
      <div className="flex items-end">
        <Button type="submit" name="intent" value="create-license">
          Lizenz anlegen
        </Button>
      </div>
    </Form>
  );
}
