import { describe, expect, it } from "vitest";
import { KVR_MESSAGES } from "../../../rating";
import { engineFailureCode } from "./engine-failure";

describe("engineFailureCode", () => {
  it("maps the engine client's diagnosis to the error codes the browser switches on", () => {
    expect(engineFailureCode(KVR_MESSAGES.html)).toBe("engine-authentication-failed");
    expect(engineFailureCode(KVR_MESSAGES.loginPage)).toBe("engine-authentication-failed");
    expect(engineFailureCode(KVR_MESSAGES.soapFault("Authentifizierung fehlgeschlagen"))).toBe(
      "engine-authentication-failed",
    );
    expect(engineFailureCode("Authentifizierung fehlgeschlagen. Bitte versuchen Sie es später erneut.")).toBe(
      "engine-authentication-failed",
    );
    expect(engineFailureCode("GetCompanies: keine Unternehmen")).toBe("engine-companies-failed");
    expect(engineFailureCode(KVR_MESSAGES.noTariffs)).toBe("engine-calculation-failed");
    expect(engineFailureCode(KVR_MESSAGES.httpError(500, "Internal Server Error"))).toBe(
      "engine-calculation-failed",
    );
    expect(engineFailureCode(undefined)).toBe("engine-calculation-failed");
  });
});
