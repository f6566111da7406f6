/** Public API of the KVR engine simulator (kvr-simulator/README.md). */

export { CATALOGUE_VERSION } from "./catalogue-version";
export { companiesXml } from "./companies-xml";
export {
  createEmbeddedKvrEngine,
  DEMO_ENGINE_CREDENTIALS,
} from "./engine";
export type {
  EmbeddedKvrEngine,
  InProcessKvrEngine,
} from "./exchange-types";
export { loginPageHtml, soapEnvelope, soapFault } from "./soap-answers";
export { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE } from "./soap-envelope";
