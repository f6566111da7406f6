import { describe, expect, it } from "vitest";
import type { KvrServiceRequest, KvrServiceResponse } from "../../../domain/kvr-console/requests";
import { UNKNOWN_ERROR } from "./console-client";
import { type ConsoleSession, runConsoleAction } from "./use-console-session";

function runWith(call: KvrServiceRequest, send: () => Promise<KvrServiceResponse>) {
  const toasts: unknown[] = [];
  const sessions: ConsoleSession[] = [];
  const result = runConsoleAction(call, {
    send,
    notify: (message) => toasts.push(message),
    onSession: (session) => sessions.push(session),
  });
  return { result, toasts, sessions };
}

describe("runConsoleAction", () => {
  it("keeps a new session and announces it after an authentication", async () => {
    const response = { success: true, sessionData: { sessionId: "abc", aspxAuth: "auth" } };
    const { result, toasts, sessions } = runWith({ action: "authenticate" }, async () => response);
    expect(await result).toBe(response);
    expect(sessions).toEqual([{ sessionId: "abc", aspxAuth: "auth" }]);
    expect(toasts).toEqual([{ title: "Session updated" }]);
  });

  it("keeps a partial session from other actions without announcing it, and ignores an empty one", async () => {
    const partial = runWith({ action: "getCompaniesWithUrlAuth" }, async () => ({
      success: true,
      sessionData: { aspxAuth: "auth" },
    }));
    await partial.result;
    expect(partial.sessions).toEqual([{ aspxAuth: "auth" }]);
    expect(partial.toasts).toEqual([]);
    const empty = runWith({ action: "authenticate" }, async () => ({ success: true, sessionData: {} }));
    await empty.result;
    expect(empty.sessions).toEqual([]);
    expect(empty.toasts).toEqual([]);
  });

  it("toasts '{action} fehlgeschlagen' with the engine's error for a failed answer and still returns it", async () => {
    const response = { success: false, error: "Login fehlgeschlagen", data: "<html/>" };
    const { result, toasts } = runWith({ action: "customRequest", soapBody: "<x/>" }, async () => response);
    expect(await result).toBe(response);
    expect(toasts).toEqual([
      { title: "Custom Request fehlgeschlagen", description: "Login fehlgeschlagen", variant: "destructive" },
    ]);
  });

  it("toasts a failed call with its message (or the unknown error) and returns undefined", async () => {
    const failed = runWith({ action: "calculate", soapBody: "<x/>" }, async () => {
      throw new Error("HTTP error 500: Internal");
    });
    expect(await failed.result).toBeUndefined();
    expect(failed.toasts).toEqual([
      { title: "Calculate fehlgeschlagen", description: "HTTP error 500: Internal", variant: "destructive" },
    ]);
    const odd = runWith({ action: "authenticate" }, () => Promise.reject("no error object"));
    expect(await odd.result).toBeUndefined();
    expect(odd.toasts).toEqual([
      { title: "Authentifizierung fehlgeschlagen", description: UNKNOWN_ERROR, variant: "destructive" },
    ]);
  });
});
