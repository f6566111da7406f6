import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { type FormResult, firstTimeHandled } from "../../lib/form-state";

const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";

/** The German message of a failed admin sign-in (docs/product/errors.md). */
function messageOf(failure: Extract<FormResult, { ok: false }>): string {
  if (failure.code === "admin-access-denied") return failure.formError ?? m.noAdminAccess;
  if (failure.code === "rate-limited" || failure.code === "login-locked") {
    return failure.formError ?? m.adminLoginFailedDescription;
  }
  return m.adminLoginFailedDescription;
}

/**
 * /admin-login (docs/product/overview.md#routes, docs/product/accounts.md#sign-in-and-registration): posts to the route's action (works without JavaScript); the server
 * checks the admin flag and signs non-admins out.
 */
export function AdminLoginForm({ result }: { result: FormResult | undefined }) {
  const navigation = useNavigation();
  const failure = result && !result.ok ? result : undefined;
  const error = failure && messageOf(failure);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  useEffect(() => {
    if (!firstTimeHandled(failure) || !failure) return;
    toast({ title: m.adminLoginFailed, description: messageOf(failure), variant: "destructive" });
  }, [failure]);

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
        <Form method="post" className="mt-6 grid gap-4">
          <FormField label="E-Mail" id="admin-email">
            <input
              type="email"
              required
              autoComplete="username"
              name="email"
              className={inputClass}
              defaultValue={failure?.values.email ?? ""}
            />
          </FormField>
          {/* A plain password input: the login has no show/hide button. */}
          <FormField label="Passwort" id="admin-password">
            <input
              type="password"
              required
              autoComplete="current-password"
              name="password"
              className={inputClass}
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
        </Form>
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
