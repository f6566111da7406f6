import { describe, expect, it } from "vitest";
import { consentAllowsListing, consentBasis, consentCoversBuyer } from "./consent";

const call = {
  purpose: "call",
  text: "anrufen",
  grantedAt: "2026-11-23T09:00:00.000Z",
  channel: "website-kontaktformular",
};
const partners = {
  purpose: "broker-transfer",
  text: "Partnerliste",
  grantedAt: "2026-11-23T09:00:00.000Z",
  channel: "website-kontaktformular",
  scope: "partners",
  partners: ["MAKLER-1", "VERS-1"],
  maxRecipients: 1,
};
const namedBrokerOnly = { ...partners, scope: undefined, partners: undefined };

describe("consent that covers the buyer", () => {
  it("lists a lead only with a call consent and a partner-list transfer consent, not withdrawn", () => {
    expect(consentAllowsListing({ consent: [call, partners], withdrawnAt: null })).toBe(true);
    expect(consentAllowsListing({ consent: [call, namedBrokerOnly], withdrawnAt: null })).toBe(false);
    expect(consentAllowsListing({ consent: [partners], withdrawnAt: null })).toBe(false);
    expect(consentAllowsListing({ consent: [call, partners], withdrawnAt: new Date() })).toBe(false);
    expect(consentAllowsListing({ consent: "kaputt", withdrawnAt: null })).toBe(false);
  });

  it("covers exactly the partners on the list at the time of consent", () => {
    const lead = { consent: [call, partners], withdrawnAt: null };
    expect(consentCoversBuyer(lead, "MAKLER-1")).toBe(true);
    expect(consentCoversBuyer(lead, "SPAETER-2")).toBe(false);
    expect(consentCoversBuyer(lead, null)).toBe(false);
  });

  it("states the basis in German with time (Berlin) and channel", () => {
    expect(consentBasis([call, partners])).toBe(
      "Einwilligung vom 23.11.2026 10:00 (Kontaktformular der Website): Weitergabe an Partner der Partnerliste, höchstens 1",
    );
    expect(consentBasis([call])).toBe("Keine Einwilligung zur Weitergabe an Partner");
  });
});
