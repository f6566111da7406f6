export {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalculateRequestData,
  calculateEnvelope,
  familyCalculateEnvelope,
} from "./calc-input";

export {
  createKvrClient,
  type KvrClient,
} from "./client";
export { KVR_MESSAGES } from "./diagnosis";
export { extractTariffs } from "./extractors";
export { parseCompanies } from "./parse-companies";
