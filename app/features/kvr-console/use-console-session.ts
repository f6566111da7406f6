import { useState } from "react";
import type { KvrServiceRequest, KvrServiceResponse } from "../../../domain/kvr-console/requests";
import { type ToastMessage, toast } from "../../components/ui/toast-store";
import { ACTION_LABELS, callKvrService, sessionState, UNKNOWN_ERROR } from "./console-client";

/** The engine session the console keeps in the page, as in the spec (docs/product/rating-engine.md#developer-console). */
export type ConsoleSession = NonNullable<KvrServiceResponse["sessionData"]>;

type Notify = (message: Omit<ToastMessage, "id">) => unknown;

/**
 * One console action: sends it, toasts '{action} fehlgeschlagen' for a failed answer or call, and hands a new session
 * (one with a session id or an auth cookie) to `onSession`. Resolves to the answer, or undefined when the call failed.
 */
export async function runConsoleAction(
  call: KvrServiceRequest,
  deps: {
    send: (request: KvrServiceRequest) => Promise<KvrServiceResponse>;
    notify: Notify;
    onSession: (session: ConsoleSession) => void;
  },
): Promise<KvrServiceResponse | undefined> {
  const label = ACTION_LABELS[call.action];
  try {
    const response = await deps.send(call);
    if (!response.success) {
      deps.notify({ title: `${label} fehlgeschlagen`, description: response.error, variant: "destructive" });
    }
    if (response.sessionData?.sessionId || response.sessionData?.aspxAuth) {
      deps.onSession(response.sessionData);
      if (call.action === "authenticate") deps.notify({ title: "Session updated" });
    }
    return response;
  } catch (error) {
    deps.notify({
      title: `${label} fehlgeschlagen`,
      description: error instanceof Error ? error.message : UNKNOWN_ERROR,
      variant: "destructive",
    });
    return undefined;
  }
}

/**
 * The console's session and its one running request: every tab sends through `run` (console-client.ts is the only
 * client of the kvr-service function), and while a request runs the send buttons are disabled.
 */
export function useConsoleSession() {
  const [session, setSession] = useState<ConsoleSession | undefined>();
  const [request, setRequest] = useState<{ loading: boolean; action?: string }>({ loading: false });

  async function run(call: KvrServiceRequest): Promise<KvrServiceResponse | undefined> {
    setRequest({ loading: true, action: call.action });
    try {
      return await runConsoleAction(call, { send: callKvrService, notify: toast, onSession: setSession });
    } finally {
      setRequest({ loading: false });
    }
  }

  return {
    session,
    state: sessionState(session),
    loading: request.loading,
    /** Whether this action is the one running (its button shows the spinner). */
    busy: (action: KvrServiceRequest["action"]) => request.loading && request.action === action,
    run,
    clear: () => setSession(undefined),
  };
}

export type ConsoleSessionState = ReturnType<typeof useConsoleSession>;
