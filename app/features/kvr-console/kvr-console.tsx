import { Loader2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type {
  ConsoleAnalysis,
  KvrServiceRequest,
  KvrServiceResponse,
} from "../../../domain/kvr-console/requests";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import {
  ACTION_LABELS,
  callKvrService,
  SESSION_LABELS,
  sessionState,
  UNKNOWN_ERROR,
  updateCredentials,
} from "./console-client";
import { CopyButton, ResponseBlock } from "./copy-button";
import { TariffAnalysis } from "./tariff-analysis";
import { useHiddenTariffs } from "./use-hidden-tariffs";
import { WebsiteView } from "./website-view";

export interface KvrConsoleProps {
  examples: { getCompanies: string; simplified: string; full: string };
  credentials: { mandantId: string; username: string; source: "stored" | "environment"; updatedAt?: string };
}

const TABS = [
  { id: "auth", label: "Auth" },
  { id: "companies", label: "Companies" },
  { id: "calculate", label: "Calculate" },
  { id: "custom", label: "Custom" },
  { id: "tariffs", label: "Tarife" },
  { id: "website", label: "Website" },
] as const;
type TabId = (typeof TABS)[number]["id"];

type Session = { sessionId?: string; aspxAuth?: string; allCookies?: string };

const textareaClass = "w-full rounded-lg border border-slate-300 p-3 font-mono text-xs";

/**
 * The developer console 'KVR Service Test' (docs/product/rating-engine.md#developer-console): six tabs against
 * POST /api/functions/kvr-service, talking to the configured engine. The session lives in this page, as in the spec.
 */
export function KvrConsole({ examples, credentials }: KvrConsoleProps) {
  const [tab, setTab] = useState<TabId>("auth");
  const [session, setSession] = useState<Session | undefined>();
  const [request, setRequest] = useState<{ loading: boolean; action?: string }>({ loading: false });
  const [authResult, setAuthResult] = useState<string>();
  const [companies, setCompanies] = useState<{ json: string; xml: string }>();
  const [customBody, setCustomBody] = useState("");
  const [customResult, setCustomResult] = useState<string>();
  const [calculateBody, setCalculateBody] = useState("");
  const [calculateResult, setCalculateResult] = useState<string>();
  const [analysis, setAnalysis] = useState<{ value?: ConsoleAnalysis; error?: string }>();

  const hiddenTariffs = useHiddenTariffs();
  const state = sessionState(session);

  async function run(call: KvrServiceRequest): Promise<KvrServiceResponse | undefined> {
    const label = ACTION_LABELS[call.action];
    setRequest({ loading: true, action: call.action });
    try {
      const response = await callKvrService(call);
      if (!response.success) {
        toast({ title: `${label} fehlgeschlagen`, description: response.error, variant: "destructive" });
      }
      if (response.sessionData?.sessionId || response.sessionData?.aspxAuth) {
        setSession(response.sessionData);
        if (call.action === "authenticate") toast({ title: "Session updated" });
      }
      return response;
    } catch (error) {
      toast({
        title: `${label} fehlgeschlagen`,
        description: error instanceof Error ? error.message : UNKNOWN_ERROR,
        variant: "destructive",
      });
      return undefined;
    } finally {
      setRequest({ loading: false });
    }
  }

  const busy = (action: string) => request.loading && request.action === action;
  const spinner = (action: string) =>
    busy(action) ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null;

  return (
    <div className="grid gap-6">
      <section
        aria-label="Session-Status"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <span className="font-semibold text-slate-900">Session:</span>
        <Badge
          data-testid="session-status"
          className={cn(
            state === "complete" && "bg-green-100 text-green-900",
            state === "partial" && "bg-amber-100 text-amber-900",
            state === "none" && "bg-slate-200 text-slate-800",
          )}
        >
          {SESSION_LABELS[state]}
        </Badge>
        <span className="text-sm text-slate-600">
          Hinweis: Für die Anfragen sind gültige Zugangsdaten oder eine Session nötig.
        </span>
      </section>

      <div role="tablist" aria-label="Konsole" className="flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`panel-${entry.id}`}
            onClick={() => setTab(entry.id)}
            className={cn(
              "min-h-11 rounded-t-lg px-4 text-sm font-medium",
              tab === entry.id ? "bg-primary-800 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {entry.label}
          </button>
        ))}
      </div>

      <Panel id="auth" active={tab} title="Authentication Test">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            disabled={request.loading}
            onClick={async () => {
              const response = await run({ action: "authenticate" });
              if (response) setAuthResult(JSON.stringify(response, null, 2));
            }}
          >
            {spinner("authenticate")} Test Authentication
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSession(undefined);
              setAuthResult(undefined);
              toast({ title: "Session cleared" });
            }}
          >
            Clear Session
          </Button>
        </div>
        {state !== "none" && (
          <div className="mt-4 grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
            <p className="font-semibold text-green-900">Aktive Session</p>
            <SessionValue label="Session ID" value={session?.sessionId} />
            <SessionValue label="Auth Cookie" value={session?.aspxAuth} />
          </div>
        )}
        {authResult && <ResponseBlock title="Ergebnis (JSON)" text={authResult} copyLabel="Copy JSON" />}
      </Panel>

      <Panel id="companies" active={tab} title="GetCompanies">
        <CredentialsPanel credentials={credentials} />
        <div className="mt-4">
          <Button
            type="button"
            disabled={request.loading}
            onClick={async () => {
              const response = await run({ action: "getCompaniesWithUrlAuth", sessionData: session });
              if (response?.success && typeof response.data === "string") {
                setCompanies({
                  json: JSON.stringify(response.companies ?? [], null, 2),
                  xml: response.data,
                });
              }
            }}
          >
            {spinner("getCompaniesWithUrlAuth")} Get Companies
          </Button>
        </div>
        {companies && (
          <>
            <ResponseBlock title="Unternehmen (JSON)" text={companies.json} copyLabel="Copy JSON" />
            <ResponseBlock
              title="Rohes XML"
              text={companies.xml}
              copyLabel="Copy XML"
              fileName="companies_response.xml"
            />
          </>
        )}
      </Panel>

      <Panel id="calculate" active={tab} title="Calculate Request">
        <label htmlFor="calculate-body" className="text-sm font-medium text-slate-800">
          SOAP-Anfrage (Calculate)
        </label>
        <textarea
          id="calculate-body"
          rows={12}
          value={calculateBody}
          onChange={(event) => setCalculateBody(event.target.value)}
          className={textareaClass}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => setCalculateBody(examples.simplified)}>
            Simplified Example
          </Button>
          <Button type="button" variant="secondary" onClick={() => setCalculateBody(examples.full)}>
            Full Example
          </Button>
          <Button
            type="button"
            disabled={request.loading || calculateBody.trim() === ""}
            onClick={async () => {
              const response = await run({
                action: "calculate",
                soapBody: calculateBody,
                sessionData: session,
              });
              if (!response) return;
              if (typeof response.data === "string") setCalculateResult(response.data);
              else setCalculateResult(JSON.stringify(response, null, 2));
              if (response.success) {
                setAnalysis({ value: response.analysis, error: response.analysisError });
                if (response.analysis) {
                  toast({ title: `${response.analysis.summary.tariffCount} PKV-Tarife gefunden` });
                }
              }
            }}
          >
            {spinner("calculate")} Send Calculate Request
          </Button>
        </div>
        {calculateResult && (
          <ResponseBlock title="Antwort" text={calculateResult} fileName="calculate_response.xml" />
        )}
      </Panel>

      <Panel id="custom" active={tab} title="Custom SOAP Request">
        <label htmlFor="custom-body" className="text-sm font-medium text-slate-800">
          SOAP-Anfrage (wird unverändert gesendet)
        </label>
        <textarea
          id="custom-body"
          rows={10}
          value={customBody}
          onChange={(event) => setCustomBody(event.target.value)}
          className={textareaClass}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => setCustomBody(examples.getCompanies)}>
            GetCompanies Example
          </Button>
          <Button
            type="button"
            disabled={request.loading || customBody.trim() === ""}
            onClick={async () => {
              const response = await run({
                action: "customRequest",
                soapBody: customBody,
                sessionData: session,
              });
              if (!response) return;
              setCustomResult(
                typeof response.data === "string" ? response.data : JSON.stringify(response, null, 2),
              );
            }}
          >
            {spinner("customRequest")} Send Request
          </Button>
        </div>
        {customResult && <ResponseBlock title="Antwort" text={customResult} fileName="custom_response.xml" />}
      </Panel>

      <Panel id="tariffs" active={tab} title="Tarifanalyse">
        <TariffAnalysis analysis={analysis?.value} error={analysis?.error} hiddenTariffs={hiddenTariffs} />
      </Panel>

      <Panel id="website" active={tab} title="Website-Ansicht">
        <WebsiteView analysis={analysis?.value} error={analysis?.error} hidden={hiddenTariffs.hidden} />
      </Panel>
    </div>
  );
}

function Panel({
  id,
  active,
  title,
  children,
}: {
  id: TabId;
  active: TabId;
  title: string;
  children: ReactNode;
}) {
  if (id !== active) return null;
  return (
    <section
      role="tabpanel"
      id={`panel-${id}`}
      aria-labelledby={`tab-${id}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function SessionValue({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-28 text-slate-700">{label}:</span>
      <code className="rounded bg-white px-2 py-1 text-xs">{value.slice(0, 15)}...</code>
      <CopyButton text={value} />
    </div>
  );
}

/**
 * The engine credentials: read-only (password masked) and, for admins, the update form
 * (docs/product/rating-engine.md#credentials).
 */
function CredentialsPanel({ credentials }: { credentials: KvrConsoleProps["credentials"] }) {
  const [shown, setShown] = useState(credentials);
  const [saving, setSaving] = useState(false);
  const field = "min-h-11 rounded-lg border border-slate-300 bg-slate-100 px-3 text-slate-700";
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Mandant ID
          <input readOnly value={shown.mandantId} className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Benutzername
          <input readOnly value={shown.username} className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Passwort
          <input readOnly type="password" value="••••••••" className={field} />
        </label>
      </div>
      <p className="text-sm text-slate-600">
        Zugangsdaten sind hardcodiert und können nicht geändert werden.{" "}
        {shown.source === "stored"
          ? "(Gespeichert im Admin-Bereich, verschlüsselt; ändern nur über das Formular unten.)"
          : "(Aus der Server-Konfiguration KVR_*; ändern nur über das Formular unten.)"}
      </p>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-slate-900">Zugangsdaten ändern (Admin)</summary>
        <form
          className="mt-3 grid gap-3 sm:grid-cols-3"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
            const input = {
              mandantId: values.mandantId ?? "",
              username: values.username ?? "",
              password: values.password ?? "",
            };
            setSaving(true);
            try {
              await updateCredentials(input);
              toast({ title: "Zugangsdaten aktualisiert" });
              setShown({ ...shown, mandantId: input.mandantId, username: input.username, source: "stored" });
              form.reset();
            } catch (error) {
              toast({
                title: "Fehler",
                description: error instanceof Error ? error.message : "Unbekannter Fehler",
                variant: "destructive",
              });
            } finally {
              setSaving(false);
            }
          }}
        >
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Neue Mandant ID
            <input
              name="mandantId"
              required
              inputMode="numeric"
              defaultValue={shown.mandantId}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Neuer Benutzername
            <input
              name="username"
              required
              defaultValue={shown.username}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Neues Passwort
            <input
              name="password"
              type="password"
              required
              autoComplete="new-password"
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </label>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={saving}>
              Zugangsdaten speichern
            </Button>
          </div>
        </form>
      </details>
    </div>
  );
}
