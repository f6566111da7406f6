/**
 * Public API of the KVR engine client (server-only; rating/README.md). The engine itself is external (KVR_URL) or
 * the simulator in kvr-simulator/; the client reaches it through one `EngineTransport` with two adapters.
 */
export {
  type CookieStatus,
  cookieStatus,
  type KvrCredentials,
  MODEL_PRICE_NOTICE,
  type SessionData,
} from "./protocol";
export {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalcHealthAnswers,
  type CalcPersonInput,
  type CalcPersonRole,
  type CalculateRequestData,
  type CalculateTariffsResult,
  type Company,
  calculateEnvelope,
  createKvrClient,
  diagnoseResponse,
  type Extraction,
  extractTariffs,
  type FamilyCalculateRequestData,
  familyCalculateEnvelope,
  KVR_MESSAGES,
  type KvrActionResult,
  type KvrClient,
  parseCompanies,
  summarizeCalculateResponse,
} from "./soap";
export type { EngineTransport, SoapRequest, SoapResponse } from "./transport";
export { createHttpTransport } from "./transports/http-transport";
export { createInProcessTransport } from "./transports/in-process-transport";
