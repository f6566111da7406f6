import { useState } from "react";
import { toast } from "../../components/ui/toast-store";
import type { ConsoleSessionState } from "./use-console-session";

/** The 'Auth' tab: the last answer of 'Test Authentication' (as JSON) and clearing the session. */
export function useConsoleAuth(engine: Pick<ConsoleSessionState, "run" | "clear">) {
  const [result, setResult] = useState<string>();
  return {
    result,
    async testAuthentication() {
      const response = await engine.run({ action: "authenticate" });
      if (response) setResult(JSON.stringify(response, null, 2));
    },
    clearSession() {
      engine.clear();
      setResult(undefined);
      toast({ title: "Session cleared" });
    },
  };
}
