import { useState } from "react";
import { responseText } from "./response-text";
import type { ConsoleSessionState } from "./use-console-session";

/** The 'Custom' tab: a SOAP body sent unchanged with the current session, and the answer. */
export function useConsoleCustomRequest(engine: Pick<ConsoleSessionState, "run" | "session">) {
  const [body, setBody] = useState("");
  const [result, setResult] = useState<string>();
  return {
    body,
    setBody,
    result,
    async send() {
      const response = await engine.run({
        action: "customRequest",
        soapBody: body,
        sessionData: engine.session,
      });
      if (response) setResult(responseText(response));
    },
  };
}
