import { useState } from "react";
import type { ConsoleAnalysis } from "../../../domain/kvr-console/requests";
import { toast } from "../../components/ui/toast-store";
import { responseText } from "./response-text";
import type { ConsoleSessionState } from "./use-console-session";

/** The tariff analysis of the last successful Calculate (shown by the 'Tarife' and 'Website' tabs). */
export interface AnalysisResult {
  value?: ConsoleAnalysis;
  error?: string;
}

/** The 'Calculate' tab: the SOAP body (examples to start from), the answer and the analysis it yields. */
export function useConsoleCalculate(engine: Pick<ConsoleSessionState, "run" | "session">) {
  const [body, setBody] = useState("");
  const [result, setResult] = useState<string>();
  const [analysis, setAnalysis] = useState<AnalysisResult>();
  return {
    body,
    setBody,
    result,
    analysis,
    async send() {
      const response = await engine.run({ action: "calculate", soapBody: body, sessionData: engine.session });
      if (!response) return;
      setResult(responseText(response));
      if (response.success) {
        setAnalysis({ value: response.analysis, error: response.analysisError });
        if (response.analysis)
          toast({ title: `${response.analysis.summary.tariffCount} PKV-Tarife gefunden` });
      }
    },
  };
}
