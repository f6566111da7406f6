import { ArrowLeft, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { ADMIN_HOME_PATH } from "../../../domain/accounts/roles";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { apiRequest, isApiError } from "../../lib/api-client";

const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";

/** /admin-login (portal spec §2, §4): the server checks the admin flag and signs non-admins out. */
export function AdminLoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest("/api/admin/login", { json: { email, password } });
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure) && failure.status === 403) {
        setError(m.noAdminAccess);
        toast({ title: m.adminLoginFailed, description: m.noAdminAccess, variant: "destructive" });
        return;
      }
      const description =
        (isApiError(failure) && failure.status === 429 && failure.detail) || m.adminLoginFailedDescription;
      setError(description);
      toast({ title: m.adminLoginFailed, description, variant: "destructive" });
      return;
    }
    setBusy(false);
    window.location.assign(ADMIN_HOME_PATH);
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <section
        aria-labelledby="admin-title"
        className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-xl"
      >
        <ShieldCheck className="mx-auto size-10 text-primary-800" aria-hidden />
        <h1 id="admin-title" className="mt-3 text-center text-2xl font-bold text-slate-900">
          Admin-Bereich
        </h1>
        <form onSubmit={submit} className="mt-6 grid gap-4">
          <FormField label="E-Mail" id="admin-email">
            <input
              type="email"
              required
              autoComplete="username"
              className={inputClass}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          {/* A plain password input: the login has no show/hide button. */}
          <FormField label="Passwort" id="admin-password">
            <input
              type="password"
              required
              autoComplete="current-password"
              className={inputClass}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          {error && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? "Wird angemeldet..." : "Anmelden"}
          </Button>
        </form>
        <Link
          to="/"
          className="mt-6 flex items-center justify-center gap-2 rounded text-sm font-medium text-primary-700"
        >
          <ArrowLeft className="size-4" aria-hidden /> Zurück zur Website
        </Link>
      </section>
    </main>
  );
}
