import { Button } from "../../components/ui/button";
import { ActionSpinner } from "./action-spinner";
import { ResponseBlock } from "./copy-button";
import type { useConsoleCalculate } from "./use-console-calculate";
import type { ConsoleSessionState } from "./use-console-session";

const textareaClass = "w-full rounded-lg border border-slate-300 p-3 font-mono text-xs";

/** Tab 'Calculate': a Calculate request from an example or by hand; its answer feeds 'Tarife' and 'Website'. */
export function CalculatePanel({
  engine,
  calculate,
  examples,
}: {
  engine: Pick<ConsoleSessionState, "loading" | "busy">;
  calculate: ReturnType<typeof useConsoleCalculate>;
  examples: { simplified: string; full: string };
}) {
  return (
    <>
      <label htmlFor="calculate-body" className="text-sm font-medium text-slate-800">
        SOAP-Anfrage (Calculate)
      </label>
      <textarea
        id="calculate-body"
        rows={12}
        value={calculate.body}
        onChange={(event) => calculate.setBody(event.target.value)}
        className={textareaClass}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => calculate.setBody(examples.simplified)}>
          Simplified Example
        </Button>
        <Button type="button" variant="secondary" onClick={() => calculate.setBody(examples.full)}>
          Full Example
        </Button>
        <Button
          type="button"
          disabled={engine.loading || calculate.body.trim() === ""}
          onClick={calculate.send}
        >
          <ActionSpinner busy={engine.busy("calculate")} /> Send Calculate Request
        </Button>
      </div>
      {calculate.result && (
        <ResponseBlock title="Antwort" text={calculate.result} fileName="calculate_response.xml" />
      )}
    </>
  );
}
