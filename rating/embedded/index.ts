export {
  CATALOGUE_VERSION,
  EMBEDDED_ENGINE_CACHE_PROFILE,
  EXTERNAL_ENGINE_CACHE_PROFILE,
} from "./cache-profile";
export { INSURERS, insurerById } from "./catalogue/insurers";
export { TARIFFS } from "./catalogue/tariffs";
export type { Insurer, TariffBenefits, TariffDefinition } from "./catalogue/types";
export {
  companiesXml,
  createEmbeddedKvrEngine,
  DEFAULT_SERVICE_URL,
  DEMO_ENGINE_CREDENTIALS,
  DEMO_ENGINE_PASSWORD,
  type EmbeddedKvrEngine,
  type InProcessKvrEngine,
  type KvrCredentials,
  loginPageHtml,
  type OperationGuard,
  soapFault,
} from "./engine";
export { kvrWsdl } from "./wsdl";
