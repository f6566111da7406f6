export {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalcHealthAnswers,
  type CalcPersonInput,
  type CalcPersonRequest,
  type CalcPersonRole,
  type CalculateRequestData,
  calculateEnvelope,
  type FamilyCalculateRequestData,
  familyCalculateEnvelope,
  type GesundheitData,
} from "./calc-input";
export { summarizeCalculateResponse } from "./calculate-summary";
export {
  type CalculateTariffsResult,
  createKvrClient,
  type KvrActionResult,
  type KvrClient,
} from "./client";
export { type Diagnosis, diagnoseResponse, KVR_MESSAGES } from "./diagnosis";
export { type Extraction, extractTariffs } from "./extractors";
export { type Company, parseCompanies } from "./parse-companies";
