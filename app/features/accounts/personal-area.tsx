import { Download, FileSearch, LogOut, MailWarning, Trash2, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { isProfileStale } from "../../../domain/accounts/profile";
import { formatDate } from "../../../lib/format/date-format";
import { SignOutForm } from "../../components/sign-out-form";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { type FormResult, firstTimeHandled } from "../../lib/form-state";
import { AccountDialog } from "./account-dialog";

export interface PersonalAreaProfile {
  email: string;
  emailVerified: boolean;
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  birthDate: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  profession: string | null;
  updatedAt: string;
}

export interface SavedComparison {
  id: string;
  createdAt: string;
  offerCount: number;
  /** What it is (docs/product/documents.md#meine-vergleiche); missing when the comparison could not be read. */
  person?: string;
  coverage?: string;
  topTariff?: string;
}

type DialogId = "email" | "incomplete" | "stale";

/** The forms of the personal area, posted to its route action. */
type PersonalAreaIntent = "resend-confirmation" | "delete-account" | "delete-comparison";

const FAILED = "Ein Fehler ist aufgetreten";

/** The toast (with JavaScript) or the notice on the page (without) after 'Bestätigungslink erneut senden'. */
function resendNotice(email: string) {
  return {
    title: "E-Mail gesendet",
    description: `Wir haben den Bestätigungslink erneut an ${email} gesendet.`,
  };
}

/** /mein-bereich (docs/product/overview.md#routes, docs/product/accounts.md#sign-in-and-registration; docs/decisions/008-verification-and-data-rights.md). */
export function PersonalArea({
  profile,
  comparisons,
  now,
  confirmDelete: confirmDeleteFirst = false,
  deleteView,
  result,
}: {
  profile: PersonalAreaProfile;
  comparisons: SavedComparison[];
  now: number;
  /** Open the question before deleting the account at once (the page `?ansicht=<deleteView>`). */
  confirmDelete?: boolean;
  /** The `ansicht` value of that page: what 'Konto löschen' opens without JavaScript. */
  deleteView: string;
  /** The route action's answer to the last form. */
  result?: FormResult<string>;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const incomplete = !profile.firstName || !profile.lastName;
  const stale = !incomplete && isProfileStale(new Date(profile.updatedAt), new Date(now));
  const [queue, setQueue] = useState<DialogId[]>(() =>
    [
      !profile.emailVerified && ("email" as const),
      incomplete && ("incomplete" as const),
      stale && ("stale" as const),
    ].filter((entry): entry is DialogId => entry !== false),
  );
  const [confirmDelete, setConfirmDelete] = useState(confirmDeleteFirst);
  const submitting = (intent: PersonalAreaIntent) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const deleting = submitting("delete-account");
  const current = queue[0];
  const next = () => setQueue((items) => items.slice(1));

  const greetingName = [profile.salutation, profile.lastName].filter(Boolean).join(" ");

  // The answer of the route action: a toast once (without JavaScript the notices below show it).
  useEffect(() => {
    if (!result || !firstTimeHandled(result)) return;
    if (result.ok) {
      toast(resendNotice(profile.email));
      return;
    }
    toast({ title: "Fehler", description: result.formError || FAILED, variant: "destructive" });
  }, [result, profile.email]);

  const address = [
    [profile.street, profile.houseNumber].filter(Boolean).join(" "),
    [profile.postalCode, profile.city].filter(Boolean).join(" "),
    profile.country,
  ].filter(Boolean);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">Mein Bereich</p>
        <SignOutForm next="/">
          <Button type="submit" variant="ghost">
            <LogOut className="size-4" aria-hidden /> Abmelden
          </Button>
        </SignOutForm>
      </div>
      {result && (
        <noscript>
          {result.ok ? (
            <p role="status" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <strong>{resendNotice(profile.email).title}</strong> {resendNotice(profile.email).description}
            </p>
          ) : (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              <strong>Fehler</strong> {result.formError || FAILED}
            </p>
          )}
        </noscript>
      )}
      {!profile.emailVerified && (
        <div
          role="status"
          className="mt-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="grid gap-2">
            <p>
              <strong>Ihre E-Mail-Adresse ist noch nicht bestätigt.</strong> Bitte klicken Sie auf den Link in
              der E-Mail, die wir an {profile.email} gesendet haben.
            </p>
            <Form method="post" className="justify-self-start">
              <button
                type="submit"
                name="intent"
                value="resend-confirmation"
                disabled={submitting("resend-confirmation")}
                className="rounded text-sm font-semibold underline underline-offset-2"
              >
                Bestätigungslink erneut senden
              </button>
            </Form>
          </div>
        </div>
      )}
      <h1 className="mt-6 text-3xl font-bold text-slate-900">
        {greetingName ? `Willkommen, ${greetingName}!` : "Willkommen!"}
      </h1>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="card-personal"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="card-personal" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <UserRound className="size-5 text-primary-700" aria-hidden /> Persönliche Daten
          </h2>
          <dl className="mt-4 grid gap-2 text-sm">
            {[
              ["Name", [profile.firstName, profile.lastName].filter(Boolean).join(" ")],
              ["E-Mail", profile.email],
              ["Telefon", profile.phoneNumber],
              ["Beruf", profile.profession],
              ["Adresse", address.join(", ")],
            ].map(([label, value]) => (
              <div key={label} className="grid grid-cols-[6rem_1fr] gap-2">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-900">{value || "-"}</dd>
              </div>
            ))}
          </dl>
          <Button asChild variant="secondary" className="mt-5">
            <Link to="/update-profile">Daten bearbeiten</Link>
          </Button>
        </section>

        <section
          aria-labelledby="card-comparison"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="card-comparison" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <FileSearch className="size-5 text-primary-700" aria-hidden /> Neuer Detailvergleich
          </h2>
          <p className="mt-3 text-sm text-slate-700">
            Vergleichen Sie PKV-Tarife mit Ihren aktuellen Angaben – in nur 10 Sekunden zum Tarif.
          </p>
          <Button asChild className="mt-4">
            <Link to="/comparison">Vergleich starten</Link>
          </Button>
          <h3 id="meine-vergleiche" className="mt-6 text-sm font-semibold text-slate-900">
            Meine Vergleiche
          </h3>
          <p className="mt-1 text-xs text-slate-600">
            Gespeicherte Vergleiche bleiben, bis Sie sie löschen; andere Vergleiche löschen wir nach 30 Tagen.
          </p>
          {comparisons.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Noch keine gespeicherten Vergleiche.</p>
          ) : (
            <ul className="mt-2 grid gap-2 text-sm" data-testid="my-comparisons">
              {comparisons.map((comparison) => (
                <li key={comparison.id} className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={`/ihre-pkv-tarife?c=${encodeURIComponent(comparison.id)}`}
                      className="text-primary-700 underline"
                    >
                      Vergleich vom {formatDate(comparison.createdAt)} ({comparison.offerCount} Tarife)
                    </Link>
                    {comparison.person && (
                      <p className="text-xs text-slate-600" data-testid="my-comparison-summary">
                        {comparison.person} · {comparison.coverage}
                        {comparison.topTariff ? ` · Top-Tarif: ${comparison.topTariff}` : ""}
                      </p>
                    )}
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-comparison" />
                    <input type="hidden" name="comparisonId" value={comparison.id} />
                    <button
                      type="submit"
                      className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-700 underline"
                      aria-label={`Vergleich vom ${formatDate(comparison.createdAt)} löschen`}
                    >
                      <Trash2 className="size-4" aria-hidden /> Löschen
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="card-privacy"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2"
        >
          <h2 id="card-privacy" className="text-lg font-semibold text-slate-900">
            Ihre Daten (DSGVO)
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Laden Sie alle Daten herunter, die wir über Sie speichern, oder löschen Sie Ihr Konto mit Profil
            und gespeicherten Vergleichen.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild variant="secondary">
              <a href="/api/accounts/export" download="meine-daten.json">
                <Download className="size-4" aria-hidden /> Meine Daten herunterladen
              </a>
            </Button>
            {/* Without JavaScript the button opens the page that asks (?ansicht=konto-loeschen). */}
            <form method="get" className="contents">
              <Button
                type="submit"
                name="ansicht"
                value={deleteView}
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={(event) => {
                  event.preventDefault();
                  setConfirmDelete(true);
                }}
              >
                <Trash2 className="size-4" aria-hidden /> Konto löschen
              </Button>
            </form>
          </div>
          {/* Only reached without JavaScript: with it, 'Konto löschen' opens the dialog instead of this URL. */}
          {confirmDeleteFirst && (
            <div
              role="alertdialog"
              aria-labelledby="delete-question"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
            >
              <h3 id="delete-question" className="font-bold text-slate-900">
                Konto endgültig löschen?
              </h3>
              <DeleteConsequences />
              <Form method="post" className="mt-4 flex flex-wrap gap-2">
                <Button
                  type="submit"
                  name="intent"
                  value="delete-account"
                  className="bg-red-700 hover:bg-red-800"
                >
                  Konto endgültig löschen
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/mein-bereich">Abbrechen</Link>
                </Button>
              </Form>
            </div>
          )}
        </section>
      </div>

      <AccountDialog
        open={current === "email"}
        onOpenChange={(open) => !open && next()}
        title="Bitte bestätigen Sie Ihre E-Mail-Adresse"
        actions={<Button onClick={next}>Verstanden</Button>}
      >
        <p>Wir haben Ihnen einen Bestätigungslink an {profile.email} gesendet.</p>
        <p>Bitte prüfen Sie auch Ihren Spam-Ordner.</p>
      </AccountDialog>
      <AccountDialog
        open={current === "incomplete"}
        onOpenChange={(open) => !open && next()}
        title="Wichtige Information"
        actions={<Button onClick={() => navigate("/update-profile")}>Profil jetzt vervollständigen</Button>}
      >
        <p>
          Ihr Profil ist noch unvollständig. Bitte ergänzen Sie Ihren Vor- und Nachnamen und Ihre weiteren
          Angaben, damit wir Ihnen passende Tarife zeigen und ein Experte Sie beraten kann.
        </p>
      </AccountDialog>
      <AccountDialog
        open={current === "stale"}
        onOpenChange={(open) => !open && next()}
        title="Datenaktualität für optimale Ergebnisse"
        actions={
          <>
            <Button variant="ghost" onClick={next}>
              Später erinnern
            </Button>
            <Button onClick={() => navigate("/update-profile")}>Jetzt aktualisieren</Button>
          </>
        }
      >
        <p>
          Ihre Daten wurden seit mehr als 30 Tagen nicht aktualisiert. Bitte prüfen Sie Ihre Angaben, damit
          Ihre Vergleichsergebnisse aktuell bleiben.
        </p>
      </AccountDialog>
      <AccountDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Konto endgültig löschen?"
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              Abbrechen
            </Button>
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="delete-account"
                className="bg-red-700 hover:bg-red-800"
                disabled={deleting}
              >
                {deleting ? "Wird gelöscht..." : "Konto endgültig löschen"}
              </Button>
            </Form>
          </>
        }
      >
        <DeleteConsequences />
      </AccountDialog>
    </div>
  );
}

/** What deleting the account removes (the dialog, and the page that asks without JavaScript). */
function DeleteConsequences() {
  return (
    <>
      <p>
        Ihr Konto, Ihr Profil, Ihre Sitzungen und Ihre gespeicherten Vergleiche werden gelöscht. Ihre Anfragen
        werden anonymisiert; bereits an einen Makler verkaufte Anfragen bewahren wir nur für die gesetzliche
        Buchhaltungspflicht auf.
      </p>
      <p>Das kann nicht rückgängig gemacht werden.</p>
    </>
  );
}
