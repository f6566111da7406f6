import { Button } from "../../components/ui/button";
import { ActionSpinner } from "./action-spinner";
import { ResponseBlock } from "./copy-button";
import type { useConsoleCustomRequest } from "./use-console-custom-request";
import type { ConsoleSessionState } from "./use-console-session";

const textareaClass = "w-full rounded-lg border border-slate-300 p-3 font-mono text-xs";

/** Tab 'Custom': any SOAP body, sent unchanged with the current session. */
export function CustomRequestPanel({
  engine,
  custom,
  example,
}: {
  engine: Pick<ConsoleSessionState, "loading" | "busy">;
  custom: ReturnType<typeof useConsoleCustomRequest>;
  /** The GetCompanies request to start from. */
  example: string;
}) {
  return (
    <>
      <label htmlFor="custom-body" className="text-sm font-medium text-slate-800">
        SOAP-Anfrage (wird unverändert gesendet)
      </label>
      <textarea
        id="custom-body"
        rows={10}
        value={custom.body}
        onChange={(event) => custom.setBody(event.target.value)}
        className={textareaClass}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => custom.setBody(example)}>
          GetCompanies Example
        </Button>
        <Button type="button" disabled={engine.loading || custom.body.trim() === ""} onClick={custom.send}>
          <ActionSpinner busy={engine.busy("customRequest")} /> Send Request
        </Button>
      </div>
      {custom.result && <ResponseBlock title="Antwort" text={custom.result} fileName="custom_response.xml" />}
    </>
  );
}
