import { createHash } from "node:crypto";
import { INSURERS } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";

/**
 * Fingerprint of the simulator's tariff catalogue (insurers and tariffs), computed once at start-up: a new
 * catalogue is a new data version (a caller's cache of results starts a new key space).
 */
export const CATALOGUE_VERSION = createHash("sha256")
  .update(JSON.stringify([INSURERS, TARIFFS]))
  .digest("base64url")
  .slice(0, 16);
