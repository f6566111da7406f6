/** Public API of the KVR engine simulator (kvr-simulator/README.md). */

export { INSURERS, insurerById } from "./catalogue/insurers";
export { TARIFFS } from "./catalogue/tariffs";
export type { Insurer, TariffBenefits, TariffDefinition } from "./catalogue/types";
export { CATALOGUE_VERSION } from "./catalogue-version";
export { companiesXml } from "./companies-xml";
export {
  createEmbeddedKvrEngine,
  DEFAULT_SERVICE_URL,
  DEMO_ENGINE_CREDENTIALS,
  DEMO_ENGINE_PASSWORD,
} from "./engine";
export type {
  EmbeddedKvrEngine,
  InProcessKvrEngine,
  KvrCredentials,
  OperationGuard,
  RecordsExchange,
  TextExchange,
  TextRequest,
} from "./exchange-types";
export { loginPageHtml, soapEnvelope, soapFault } from "./soap-answers";
export { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE } from "./soap-envelope";
export { kvrWsdl } from "./wsdl";
