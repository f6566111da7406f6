/**
 * Public API of the KVR engine client (server-only; rating/README.md). The engine itself is external (KVR_URL) or
 * the simulator in kvr-simulator/; the client reaches it through one `EngineTransport` with two adapters.
 */
export {
  cookieStatus,
  type KvrCredentials,
  MODEL_PRICE_NOTICE,
  type SessionData,
} from "./protocol";
export {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalculateRequestData,
  calculateEnvelope,
  createKvrClient,
  extractTariffs,
  familyCalculateEnvelope,
  KVR_MESSAGES,
  type KvrClient,
  parseCompanies,
} from "./soap";
export type { EngineTransport } from "./transport";
export { createHttpTransport } from "./transports/http-transport";
export { createInProcessTransport } from "./transports/in-process-transport";
