import { Loader2, Lock } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { safeNextPath } from "../../../domain/access/safe-next-path";
import { firstTimeHandled } from "../../lib/form-state";
import { useHydrated } from "../../lib/use-hydrated";

/** Shown for about 1,5 s after a correct entry (docs/product/gate.md, docs/product/constants.md). */
export const GATE_GRANT_DELAY_MS = 1500;

/** Where the gate screen posts: the route action of app/routes/public/gate-entry.tsx (open without a grant). */
export const GATE_ENTRY_PATH = "/zugang";

/**
 * The field that asks the route action to answer in place (the screen's waiting step) instead of redirecting
 * back to the page, as it does for a plain form post.
 */
export const GATE_INLINE_REPLY = { name: "reply", value: "inline" } as const;

/** Shown when an entry made in place gets no answer at all (docs/product/gate.md). */
export const GATE_NO_CONNECTION = "Keine Verbindung zum Server. Bitte versuchen Sie es erneut.";

/** The route action's answer to an entry made in place. */
export type GateEntryResult = { granted: true } | { granted: false; error: string };

type GateState = "locked" | "accepting";

/**
 * The access gate (docs/product/gate.md). The server decides; this form posts to the route action of /zugang.
 * Without JavaScript it is a plain form post that returns to this page; with JavaScript it posts through a
 * fetcher and shows the spec's states in place.
 */
export function GateScreen({ initialError, siteName }: { initialError?: string; siteName: string }) {
  const location = useLocation();
  // Sent here from a link the gate stopped (e.g. an e-mail confirmation link): go on there after the password.
  const requested = new URLSearchParams(location.search).get("next");
  const next = requested ? safeNextPath(requested) : `${location.pathname}${location.search}`;
  const fetcher = useFetcher<GateEntryResult>();
  const [state, setState] = useState<GateState>("locked");
  const [error, setError] = useState<string | undefined>(initialError);
  const [password, setPassword] = useState("");
  // Before hydration the form is a plain post (it works, without the waiting step); tests wait for this.
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const checking = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (!result || !firstTimeHandled(result)) return;
    if (result.granted) {
      setError(undefined);
      setState("accepting");
      return;
    }
    setError(result.error);
    setPassword("");
    inputRef.current?.focus();
  }, [fetcher.data]);

  useEffect(() => {
    if (state !== "accepting") return;
    const timer = setTimeout(
      () => (requested ? window.location.assign(next) : window.location.reload()),
      GATE_GRANT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state, requested, next]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (state !== "locked" || checking) event.preventDefault();
  }

  const accepting = state === "accepting";
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-primary-50 via-white to-slate-100 px-4 py-10">
      <section
        aria-labelledby="gate-title"
        className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl"
      >
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-800">
          {accepting ? (
            <Loader2 className="size-7 animate-spin" aria-hidden />
          ) : (
            <Lock className="size-7" aria-hidden />
          )}
        </div>
        <p className="text-sm font-medium text-slate-500">{siteName}</p>
        <h1 id="gate-title" className="mt-1 text-2xl font-bold text-slate-900">
          {accepting ? "Zugang wird gewährt..." : "Sicherer Bereich"}
        </h1>
        <p className="mt-2 text-slate-600">
          {accepting ? "Bitte warten Sie einen Moment" : "Bitte geben Sie das Passwort ein"}
        </p>

        {accepting ? (
          <div className="mt-6" role="status" aria-live="polite">
            <button
              type="button"
              disabled
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary-800/80 px-4 py-2 font-semibold text-white"
            >
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Wird geprüft...
            </button>
          </div>
        ) : (
          <fetcher.Form
            method="post"
            action={GATE_ENTRY_PATH}
            // The page stays as it is until the waiting step ends (then it loads anew).
            defaultShouldRevalidate={false}
            onSubmit={submit}
            className="mt-6 space-y-3 text-left"
            data-hydrated={hydrated}
          >
            <input type="hidden" name="next" value={next} />
            {hydrated && (
              <input type="hidden" name={GATE_INLINE_REPLY.name} value={GATE_INLINE_REPLY.value} />
            )}
            <label htmlFor="gate-password" className="sr-only">
              Passwort
            </label>
            <input
              ref={inputRef}
              id="gate-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              // biome-ignore lint/a11y/noAutofocus: the password is the only thing to do on this screen
              autoFocus
              placeholder="Passwort eingeben..."
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "gate-error" : undefined}
              className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-primary-600"
            />
            {error && (
              <p
                id="gate-error"
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {error}
              </p>
            )}
            <button
              type="submit"
              disabled={checking}
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary-800 px-4 py-2 font-semibold text-white hover:bg-primary-900 disabled:opacity-70"
            >
              Zugang anfragen
            </button>
          </fetcher.Form>
        )}
        <p className="mt-6 text-xs text-slate-500">Automatische Sperre nach 60 Minuten</p>
      </section>
    </main>
  );
}
