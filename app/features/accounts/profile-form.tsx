import { ArrowLeft } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import {
  nonEmptyFields,
  PROFILE_FIELDS,
  type ProfileInput,
  professionOptions,
  profileSchema,
  salutationOptions,
} from "../../../domain/accounts/profile";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { checkForm, type FormErrors, type FormResult, firstTimeHandled } from "../../lib/form-state";
import { FormAlert, SelectField, TextField } from "./form-fields";

type Values = Required<{ [Key in keyof ProfileInput]: string }>;

/** The posted values of the profile's fields (a failed save shows them again). */
function pick(values: Record<string, string>): Partial<Values> {
  const picked: Partial<Values> = {};
  for (const key of PROFILE_FIELDS) if (values[key] !== undefined) picked[key] = values[key];
  return picked;
}

/**
 * /update-profile (docs/product/overview.md#routes, docs/product/accounts.md#sign-in-and-registration, docs/product/accounts.md#validation): two columns; posts to the route's action (works without
 * JavaScript, the server keeps only non-empty fields); with JavaScript the same schema checks first.
 */
export function ProfileForm({
  email,
  initial,
  result,
}: {
  email: string;
  initial: Values;
  result: FormResult | undefined;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [values, setValues] = useState<Values>(() =>
    result && !result.ok ? { ...initial, ...pick(result.values) } : initial,
  );
  const [local, setLocal] = useState<FormErrors>();
  const errors = local ?? (result && !result.ok ? result : undefined);
  const saved = !local && result?.ok === true;
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const bind = (key: keyof Values) => ({
    name: key,
    value: values[key],
    error: errors?.fieldErrors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  useEffect(() => {
    if (!firstTimeHandled(result) || !result) return;
    setLocal(undefined);
    if (result.ok) {
      toast({ title: m.profileSaved });
      navigate("/mein-bereich");
      return;
    }
    const message =
      result.code === "unauthenticated"
        ? m.signInAgain
        : (result.formError ?? Object.values(result.fieldErrors)[0] ?? m.dataUpdateFailed);
    toast({ title: m.errorTitle, description: message, variant: "destructive" });
  }, [result, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const failed = checkForm(profileSchema(Date.now()), nonEmptyFields(values));
    setLocal(failed);
    if (!failed) return;
    event.preventDefault();
    const message = failed.formError ?? Object.values(failed.fieldErrors)[0];
    toast({ title: m.errorTitle, description: message, variant: "destructive" });
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
      <Form method="post" onSubmit={submit} noValidate className="mt-6 grid gap-6">
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
        <FormAlert message={errors?.formError} />
        {saved && (
          <p
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900"
          >
            {m.profileSaved}{" "}
            <Link to="/mein-bereich" className="font-medium underline">
              Zu Mein Bereich
            </Link>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Wird gespeichert..." : "Daten speichern"}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/mein-bereich">Zurück</Link>
          </Button>
        </div>
      </Form>
    </div>
  );
}
