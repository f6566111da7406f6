import { describe, expect, it } from "vitest";
import { needsNoStore } from "./no-store";

describe("no-store paths", () => {
  it("covers the personal pages with their data requests and every API", () => {
    for (const path of [
      "/mein-bereich",
      "/mein-bereich.data",
      "/update-profile",
      "/broker-dashboard.data",
      "/svadmin",
      "/svadmin/einstellungen",
      "/svadmin.data",
      "/dev/outbox",
      "/api/accounts/me",
      "/api/broker/dashboard",
      "/api/auth/get-session",
      "/ihre-pkv-tarife/tarif/abc",
      "/_root.data",
    ]) {
      expect(`${path} ${needsNoStore(path, undefined)}`).toBe(`${path} true`);
    }
    expect(needsNoStore("/datenschutz", undefined)).toBe(false);
    expect(needsNoStore("/mein-bereichx", undefined)).toBe(false);
  });

  it("covers every page of a signed-in session, but not the public files", () => {
    const session = "pkv_gate=1.x; pkv.session_token=abc.def";
    expect(needsNoStore("/datenschutz", session)).toBe(true);
    expect(needsNoStore("/", "__Host-pkv.session_token=abc")).toBe(true);
    expect(needsNoStore("/assets/app-123.js", session)).toBe(false);
    expect(needsNoStore("/storage/videos/hero.mp4", session)).toBe(false);
    expect(needsNoStore("/datenschutz", "pkv.session_token=")).toBe(false);
  });
});
