import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { toast } from "../../components/ui/toast";
import { LoginForm } from "./login-form";
import { type LoginResult, REGISTER_INTENTS } from "./login-intents";
import { RegisterForm } from "./register-form";

type Tab = "login" | "register";

/** Messages the login page shows once, keyed by its `grund` query parameter. */
const NOTICES: Record<string, { title: string; description?: string; variant?: "destructive" }> = {
  anmelden: { title: m.accessDenied, description: m.signInRequired, variant: "destructive" },
  profil: { title: m.pleaseSignIn, variant: "destructive" },
  bestaetigt: { title: "E-Mail-Adresse bestätigt", description: "Sie können sich jetzt anmelden." },
  "passwort-geaendert": {
    title: "Passwort geändert",
    description: "Bitte melden Sie sich mit dem neuen Passwort an.",
  },
  "link-ungueltig": {
    title: m.errorTitle,
    description: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    variant: "destructive",
  },
};

/** /login (docs/product/overview.md#routes): tabs 'Login' and 'Registrieren'. */
export function LoginPage({
  siteName,
  notice,
  view,
  result,
  returnPath,
  keepsComparison = false,
}: {
  siteName: string;
  notice: string | undefined;
  /** The tab without JavaScript (`?ansicht=registrieren`). */
  view: Tab;
  result: LoginResult | undefined;
  /** Where signing in returns to (`?next=`, docs/product/accounts.md#return-after-sign-in). */
  returnPath?: string;
  /** The return path is a comparison's results: signing in keeps it in 'Meine Vergleiche'. */
  keepsComparison?: boolean;
}) {
  const [tab, setTab] = useState<Tab>(result && REGISTER_INTENTS.has(result.intent) ? "register" : view);
  const noticeEntry = notice ? NOTICES[notice] : undefined;
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });

  useEffect(() => {
    const entry = notice ? NOTICES[notice] : undefined;
    if (entry) toast({ ...entry, duration: 5000 });
  }, [notice]);

  /** Without JavaScript the tab buttons submit the GET form `login-view` (`?ansicht=…`). */
  const show = (next: Tab) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    setTab(next);
  };
  const viewValue = (id: Tab) => (id === "register" ? "registrieren" : "login");

  const select = (next: Tab) => {
    setTab(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft")
      select(tab === "login" ? "register" : "login");
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {noticeEntry && (
          <noscript>
            <p
              role="status"
              className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
            >
              <strong>{noticeEntry.title}</strong>
              {noticeEntry.description ? ` ${noticeEntry.description}` : ""}
            </p>
          </noscript>
        )}
        <form id="login-view" method="get" action="/login" hidden>
          {returnPath && <input type="hidden" name="next" value={returnPath} />}
        </form>
        <h1 className="text-2xl font-bold text-slate-900">
          {tab === "login" ? (
            <>
              {/* The name never breaks at its hyphen ('PKV-' / 'Lotse'); the accessible name stays the text. */}
              Willkommen bei <span className="whitespace-nowrap">{siteName}</span>
            </>
          ) : (
            "Konto erstellen"
          )}
        </h1>
        {keepsComparison && (
          <p className="mt-2 text-sm text-slate-700" data-testid="keep-comparison-hint">
            Melden Sie sich an oder registrieren Sie sich: Ihr Vergleich wird dann in „Meine Vergleiche“
            gespeichert, und Sie kehren zu ihm zurück.
          </p>
        )}
        <div
          role="tablist"
          aria-label="Anmelden oder registrieren"
          className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
        >
          {(["login", "register"] as const).map((id) => (
            <button
              key={id}
              ref={(element) => {
                tabs.current[id] = element;
              }}
              type="submit"
              form="login-view"
              name="ansicht"
              value={viewValue(id)}
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={show(id)}
              className="min-h-10 rounded-md text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-primary-900 aria-selected:shadow-sm"
            >
              {id === "login" ? "Login" : "Registrieren"}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
          {tab === "login" ? (
            <LoginForm result={result} returnPath={returnPath} />
          ) : (
            <RegisterForm result={result} returnPath={returnPath} />
          )}
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          <button
            type="submit"
            form="login-view"
            name="ansicht"
            value={viewValue(tab === "login" ? "register" : "login")}
            onClick={show(tab === "login" ? "register" : "login")}
            className="rounded font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {tab === "login" ? "Noch kein Konto? Jetzt registrieren" : "Bereits registriert? Anmelden"}
          </button>
        </p>
      </div>
    </section>
  );
}
