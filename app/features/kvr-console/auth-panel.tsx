import { Button } from "../../components/ui/button";
import { ActionSpinner } from "./action-spinner";
import { CopyButton, ResponseBlock } from "./copy-button";
import type { useConsoleAuth } from "./use-console-auth";
import type { ConsoleSessionState } from "./use-console-session";

/** Tab 'Auth': test the credentials, see and clear the session. */
export function AuthPanel({
  engine,
  auth,
}: {
  engine: Pick<ConsoleSessionState, "loading" | "busy" | "state" | "session">;
  auth: ReturnType<typeof useConsoleAuth>;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={engine.loading} onClick={auth.testAuthentication}>
          <ActionSpinner busy={engine.busy("authenticate")} /> Test Authentication
        </Button>
        <Button type="button" variant="secondary" onClick={auth.clearSession}>
          Clear Session
        </Button>
      </div>
      {engine.state !== "none" && (
        <div className="mt-4 grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
          <p className="font-semibold text-green-900">Aktive Session</p>
          <SessionValue label="Session ID" value={engine.session?.sessionId} />
          <SessionValue label="Auth Cookie" value={engine.session?.aspxAuth} />
        </div>
      )}
      {auth.result && <ResponseBlock title="Ergebnis (JSON)" text={auth.result} copyLabel="Copy JSON" />}
    </>
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
