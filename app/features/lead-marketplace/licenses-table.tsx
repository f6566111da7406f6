import { Form } from "react-router";
import { daysRemaining, formatExpiry, isExpiringSoon } from "../../../domain/accounts/license";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { DataTable } from "./data-table";
import { IntentButton } from "./intent-button";
import { cell, dayOf, input } from "./lead-format";
import { LicenseCreateForm } from "./license-create-form";
import type { License } from "./types";

/** The 'Makler und Lizenzen' section: create a licence; activate, deactivate and set the expiry of each. */
export function LicensesSection({
  licenses,
  now,
  idPrefix,
  resetKey,
}: {
  licenses: License[];
  now: number;
  idPrefix: string;
  resetKey: string;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-licenses`} className="mt-10">
      <h2 id={`${idPrefix}-licenses`} className="text-xl font-semibold text-slate-900">
        Makler und Lizenzen
      </h2>
      <LicenseCreateForm idPrefix={idPrefix} resetKey={resetKey} />
      <DataTable
        label="Tabelle der Lizenzen"
        columns={["Lizenznummer", "Typ", "Inhaber", "Status", "Gültig bis", "Verbleibend", "Aktionen"]}
      >
        {licenses.map((license) => {
          const days = daysRemaining(license.expiresAt, new Date(now));
          return (
            <tr
              key={license.licenseNumber}
              data-testid="admin-license"
              data-license={license.licenseNumber}
              className="border-t border-slate-100"
            >
              <td className={cn(cell, "font-mono")}>{license.licenseNumber}</td>
              <td className={cell}>{license.userType === "insurance" ? "Versicherung" : "Makler"}</td>
              <td className={cell}>{license.holderEmail ?? "-"}</td>
              <td
                className={cn(
                  cell,
                  license.isActive ? "font-semibold text-green-800" : "font-semibold text-red-700",
                )}
                data-testid="license-status"
              >
                {license.isActive ? "Aktiv" : "Inaktiv"}
              </td>
              <td className={cell}>{formatExpiry(license.expiresAt)}</td>
              <td className={cn(cell, isExpiringSoon(days) && "font-semibold text-red-700")}>
                {days === undefined ? "-" : `${days} Tage`}
              </td>
              <td className={cell}>
                <LicenseRowActions license={license} idPrefix={idPrefix} />
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}

function LicenseRowActions({ license, idPrefix }: { license: License; idPrefix: string }) {
  const id = `${idPrefix}-exp-${license.licenseNumber}`;
  return (
    <div className="flex flex-wrap gap-2">
      <IntentButton
        intent="set-license-active"
        fields={{ licenseNumber: license.licenseNumber, isActive: String(!license.isActive) }}
        variant={license.isActive ? "ghost" : "primary"}
      >
        {license.isActive ? "Deaktivieren" : "Aktivieren"}
      </IntentButton>
      <Form
        method="post"
        // A changed expiry (after saving) shows in the input.
        key={license.expiresAt ?? ""}
        className="flex flex-wrap gap-2"
      >
        <input type="hidden" name="licenseNumber" value={license.licenseNumber} />
        <label className="sr-only" htmlFor={id}>
          Ablaufdatum von {license.licenseNumber}
        </label>
        <input
          id={id}
          name="expiresAt"
          type="date"
          defaultValue={dayOf(license.expiresAt)}
          className={input}
        />
        <Button type="submit" size="md" variant="secondary" name="intent" value="set-license-expiry">
          Ablauf speichern
        </Button>
      </Form>
    </div>
  );
}
