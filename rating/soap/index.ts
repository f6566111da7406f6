export {
  buildCalculateRequest,
  type CalculateRequestData,
  calculateEnvelope,
} from "./calc-input";
export { createKvrClient, type KvrActionResult, type KvrClient, type KvrTransportOption } from "./client";
export { type Diagnosis, diagnoseResponse, KVR_MESSAGES } from "./diagnosis";
export {
  type Company,
  type Extraction,
  extractTariffs,
  parseCompanies,
  summarizeCalculateResponse,
} from "./extractors";
