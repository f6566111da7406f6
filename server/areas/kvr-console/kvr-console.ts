import { defaultInsuranceStart } from "../../../domain/comparison/insurance-start";
import { longFormSchema } from "../../../domain/comparison/long-form";
import type {
  EngineCredentialsInput,
  KvrServiceRequest,
  KvrServiceResponse,
} from "../../../domain/kvr-console/requests";
import { berlinDate } from "../../../lib/dates/berlin-date";
import {
  buildCalculateRequest,
  calculateEnvelope,
  cookieStatus,
  createKvrClient,
  type KvrCredentials,
  parseCompanies,
  type SessionData,
} from "../../../rating";
import type { AuditActor } from "../site";
import { type EngineActivity, noteResult } from "./configured-client";
import { analyseCalculateResponse } from "./console-analysis";
import type { EngineCredentialInfo, EngineCredentialStore } from "./engine-credentials";

type Transport = Parameters<typeof createKvrClient>[0]["transport"];

/** What /kvr-live shows (docs/product/rating-engine.md#developer-console). */
interface EngineStatus {
  engine: "embedded" | "external";
  /** The external engine's address; for the embedded engine its SOAP endpoint. */
  endpoint: string;
  credentials: EngineCredentialInfo;
  lastSuccessAt: string | undefined;
  lastSuccessAction: string | undefined;
  probe: {
    success: boolean;
    latencyMs: number;
    error: string | undefined;
    session: "complete" | "partial" | "none";
    checkedAt: string;
  };
}

export interface KvrConsole {
  run(request: KvrServiceRequest): Promise<KvrServiceResponse>;
  examples(): { getCompanies: string; simplified: string; full: string };
  credentials(): Promise<EngineCredentialInfo>;
  updateCredentials(input: EngineCredentialsInput, actor: AuditActor): Promise<void>;
  status(): Promise<EngineStatus>;
}

const TEMPURI = "http://tempuri.org/";
const SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

/**
 * The developer console's backend (POST /api/functions/kvr-service, docs/product/rating-engine.md#developer-console):
 * every call uses a client of its own with the current credentials and the session the console sends (the console
 * holds its session, as in the spec); talks to the configured engine (embedded or KVR_URL).
 */
export function createKvrConsole(deps: {
  transport: Transport;
  endpoint: string;
  credentials: EngineCredentialStore;
  activity: EngineActivity;
  now?: () => Date;
  /** Monotonic milliseconds for the latency probe. */
  clock?: () => number;
}): KvrConsole {
  const now = deps.now ?? (() => new Date());
  const clock = deps.clock ?? (() => performance.now());
  const clientWith = (credentials: KvrCredentials) =>
    createKvrClient({ transport: deps.transport, credentials, now });

  async function run(request: KvrServiceRequest): Promise<KvrServiceResponse> {
    const client = clientWith(await deps.credentials.get());
    let result: KvrServiceResponse;
    switch (request.action) {
      case "authenticate":
        result = await client.authenticate(request.credentials);
        break;
      case "getCompaniesWithUrlAuth":
        result = await client.getCompaniesWithUrlAuth({
          credentials: request.credentials,
          sessionData: request.sessionData as SessionData | undefined,
        });
        if (result.success && typeof result.data === "string") {
          try {
            result = { ...result, companies: parseCompanies(result.data) };
          } catch {
            // The raw XML is still shown; the JSON view stays empty.
          }
        }
        break;
      case "customRequest":
        // Sent as typed (wrapped in an envelope only when it is a body fragment); the engine's parser limits apply.
        result = await client.customRequest({
          soapBody: request.soapBody,
          sessionData: request.sessionData as SessionData | undefined,
        });
        break;
      case "calculate": {
        result = await client.calculate({
          soapBody: request.soapBody,
          credentials: request.credentials,
          sessionId: request.sessionId,
          aspxAuth: request.aspxAuth,
          sessionData: request.sessionData as SessionData | undefined,
        });
        if (result.success && typeof result.data === "string") {
          const analysed = analyseCalculateResponse(result.data);
          if (analysed.ok) result = { ...result, analysis: analysed.analysis };
          else result = { ...result, analysisError: analysed.error };
        }
        break;
      }
    }
    noteResult(deps.activity, request.action, result.success, now());
    return result;
  }

  function examples() {
    const today = now();
    const full = calculateEnvelope(
      buildCalculateRequest(longFormSchema.parse({ birthDate: "1990-03-01" }), today),
    );
    // The earliest start the engine accepts: the first of next month in Berlin.
    const start = defaultInsuranceStart(berlinDate(today));
    const simplified = [
      `<?xml version="1.0" encoding="utf-8"?>`,
      `<soap:Envelope xmlns:soap="${SOAP}" xmlns:tns="${TEMPURI}">`,
      "  <soap:Body>",
      "    <tns:Calculate>",
      "      <tns:input>",
      "        <tns:Persons>",
      "          <tns:CalcInput>",
      "            <tns:GeburtsDatum>1990-03-01</tns:GeburtsDatum>",
      "            <tns:Geschlecht>MANNLICH</tns:Geschlecht>",
      "            <tns:KVRBeruflicherStatus>Arbeitnehmer</tns:KVRBeruflicherStatus>",
      "            <tns:VersType>Vollversicherung</tns:VersType>",
      `            <tns:VersicherungsBeginn>${start}</tns:VersicherungsBeginn>`,
      "          </tns:CalcInput>",
      "        </tns:Persons>",
      "      </tns:input>",
      "    </tns:Calculate>",
      "  </soap:Body>",
      "</soap:Envelope>",
    ].join("\n");
    const getCompanies = [
      `<?xml version="1.0" encoding="utf-8"?>`,
      `<soap:Envelope xmlns:soap="${SOAP}" xmlns:tns="${TEMPURI}">`,
      "  <soap:Body>",
      "    <tns:GetCompanies/>",
      "  </soap:Body>",
      "</soap:Envelope>",
    ].join("\n");
    return { getCompanies, simplified, full };
  }

  async function status(): Promise<EngineStatus> {
    const client = clientWith(await deps.credentials.get());
    const started = clock();
    const auth = await client.authenticate();
    const latencyMs = Math.max(0, Math.round(clock() - started));
    noteResult(deps.activity, "authenticate", auth.success, now());
    return {
      engine: deps.transport.kind === "http" ? "external" : "embedded",
      endpoint: deps.endpoint,
      credentials: await deps.credentials.info(),
      lastSuccessAt: deps.activity.lastSuccessAt?.toISOString(),
      lastSuccessAction: deps.activity.lastSuccessAction,
      probe: {
        success: auth.success,
        latencyMs,
        error: auth.error,
        session: cookieStatus(auth.sessionData),
        checkedAt: now().toISOString(),
      },
    };
  }

  return {
    run,
    examples,
    credentials: () => deps.credentials.info(),
    updateCredentials: (input, actor) => deps.credentials.save(input, actor),
    status,
  };
}
