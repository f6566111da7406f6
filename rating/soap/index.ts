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
export {
  type CalculateTariffsResult,
  createKvrClient,
  type KvrActionResult,
  type KvrClient,
} from "./client";
export { type Diagnosis, diagnoseResponse, KVR_MESSAGES } from "./diagnosis";
export {
  type Company,
  type Extraction,
  extractTariffs,
  parseCompanies,
  summarizeCalculateResponse,
} from "./extractors";
