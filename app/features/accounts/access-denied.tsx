import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import type { Area } from "../../../domain/accounts/roles";

/** The 'Zugriff verweigert' screen of the personal area and the dashboards (docs/product/accounts.md#sign-in-and-registration, docs/product/errors.md). */
export function AccessDenied({
  title,
  message,
  homeTo = "/",
}: {
  title: string;
  message: string;
  homeTo?: string;
}) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col justify-center px-4 py-16 text-center">
      <ShieldAlert className="mx-auto size-12 text-red-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link
        to={homeTo}
        className="mx-auto mt-8 inline-flex min-h-11 items-center rounded-lg bg-primary-800 px-4 py-2 font-semibold text-white hover:bg-primary-900"
      >
        Zur Startseite
      </Link>
    </section>
  );
}

/** 'Zugriff verweigert' of an area, as its error boundary shows a guard's 403 (docs/product/errors.md). */
export function DeniedPage({ area }: { area: Area }) {
  if (area === "admin") {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.noAdminAccess}</h1>
        <Link to="/" className="mt-6 inline-block font-medium text-primary-700 underline">
          Zurück zur Website
        </Link>
      </main>
    );
  }
  if (area === "broker") {
    return (
      <AccessDenied
        title={m.accessDenied}
        message="Dieser Bereich ist ausschließlich für Makler und Versicherungen zugänglich."
      />
    );
  }
  return <AccessDenied title={m.accessDenied} message={m.privateOnly} />;
}
