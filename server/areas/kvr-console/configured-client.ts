import { createKvrClient, type EngineTransport, type KvrClient, type KvrCredentials } from "../../../rating";

/** When the engine last answered a call successfully (any caller on this instance). */
export interface EngineActivity {
  lastSuccessAt: Date | undefined;
  lastSuccessAction: string | undefined;
}

export function createEngineActivity(): EngineActivity {
  return { lastSuccessAt: undefined, lastSuccessAction: undefined };
}

export function noteResult(activity: EngineActivity, action: string, success: boolean, at: Date): void {
  if (!success) return;
  activity.lastSuccessAt = at;
  activity.lastSuccessAction = action;
}

/**
 * A KVR client that always uses the current credentials (`getCredentials`, e.g. the admin's stored ones): when
 * they change, the next call gets a fresh client (and so a fresh session) — no restart needed.
 */
export function createConfiguredKvrClient(options: {
  transport: EngineTransport;
  getCredentials: () => Promise<KvrCredentials>;
  activity: EngineActivity;
  now?: () => Date;
}): KvrClient {
  const now = options.now ?? (() => new Date());
  let current: { key: string; client: KvrClient } | undefined;

  async function client(): Promise<KvrClient> {
    const credentials = await options.getCredentials();
    const key = JSON.stringify([credentials.mandantId, credentials.username, credentials.password]);
    if (current?.key !== key) {
      current = { key, client: createKvrClient({ transport: options.transport, credentials, now }) };
    }
    return current.client;
  }
  const track = async <T extends { success: boolean }>(action: string, call: Promise<T>): Promise<T> => {
    const result = await call;
    noteResult(options.activity, action, result.success, now());
    return result;
  };

  return {
    authenticate: async (credentials) => track("authenticate", (await client()).authenticate(credentials)),
    getCompaniesWithUrlAuth: async (opts) =>
      track("getCompaniesWithUrlAuth", (await client()).getCompaniesWithUrlAuth(opts)),
    customRequest: async (opts) => track("customRequest", (await client()).customRequest(opts)),
    calculate: async (opts) => track("calculate", (await client()).calculate(opts)),
    // A comparison's Calculate (docs/architecture.md#how-a-comparison-flows): counted as a calculate.
    calculateTariffs: async (opts) => {
      const result = await (await client()).calculateTariffs(opts);
      noteResult(options.activity, "calculate", result.ok, now());
      return result;
    },
    now,
    getSession: () => current?.client.getSession(),
    clearSession: () => current?.client.clearSession(),
  };
}
