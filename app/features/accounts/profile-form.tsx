import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import {
  nonEmptyFields,
  type ProfileInput,
  professionOptions,
  profileSchema,
  salutationOptions,
} from "../../../domain/accounts/profile";
import { firstIssue } from "../../../domain/accounts/registration";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { apiRequest, isApiError } from "../../lib/api-client";
import { FormAlert, SelectField, TextField } from "./form-fields";

type Values = Required<{ [Key in keyof ProfileInput]: string }>;

/** /update-profile (portal spec §2, §4, §5): two columns, only non-empty fields are sent. */
export function ProfileForm({ email, initial }: { email: string; initial: Values }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const bind = (key: keyof Values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = nonEmptyFields(values);
    const parsed = profileSchema(Date.now()).safeParse(fields);
    if (!parsed.success) {
      const message = firstIssue(parsed.error);
      setError(message);
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      await apiRequest("/api/accounts/profile", { method: "PUT", json: fields });
    } catch (failure) {
      setSaving(false);
      const message = !isApiError(failure)
        ? m.dataUpdateFailed
        : failure.is("unauthenticated")
          ? m.signInAgain
          : failure.detail || m.dataUpdateFailed;
      setError(message);
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
      return;
    }
    setSaving(false);
    toast({ title: m.profileSaved });
    navigate("/mein-bereich");
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to="/mein-bereich"
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-primary-700"
      >
        <ArrowLeft className="size-4" aria-hidden /> Zurück zu Mein Bereich
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Persönliche Daten</h1>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6">
        <div className="grid gap-6 md:grid-cols-2">
          <fieldset className="grid content-start gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <legend className="px-1 text-lg font-semibold text-slate-900">Persönliche Informationen</legend>
            <TextField label="E-Mail" type="email" value={email} readOnly aria-readonly />
            <SelectField label="Anrede" options={salutationOptions} {...bind("salutation")} />
            <SelectField label="Beruf" options={professionOptions} {...bind("profession")} />
            <TextField label="Vorname" autoComplete="given-name" {...bind("firstName")} />
            <TextField label="Nachname" autoComplete="family-name" {...bind("lastName")} />
            <TextField label="Telefonnummer" type="tel" autoComplete="tel" {...bind("phoneNumber")} />
            <TextField label="Geburtsdatum" type="date" autoComplete="bday" {...bind("birthDate")} />
            <TextField label="Staatsangehörigkeit" {...bind("nationality")} />
          </fieldset>
          <fieldset className="grid content-start gap-4 rounded-xl border border-slate-200 bg-white p-5">
            <legend className="px-1 text-lg font-semibold text-slate-900">Adresse</legend>
            <TextField label="Straße" autoComplete="address-line1" {...bind("street")} />
            <TextField label="Hausnummer" {...bind("houseNumber")} />
            <TextField
              label="Postleitzahl"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              {...bind("postalCode")}
            />
            <TextField label="Stadt" autoComplete="address-level2" {...bind("city")} />
            <TextField label="Land" autoComplete="country-name" {...bind("country")} />
          </fieldset>
        </div>
        <FormAlert message={error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Wird gespeichert..." : "Daten speichern"}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/mein-bereich">Zurück</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
