import { describe, expect, it } from "vitest";
import { securityCertificateFormSchema } from "./admin-forms";
import { securityClaimOn } from "./security-certificate";

describe("securityClaimOn", () => {
  const certificate = { issuer: "TÜV Rheinland", number: "0815", validUntil: "2026-12-31" };
  it("counts a certificate through its last valid day, then no more", () => {
    expect(securityClaimOn(certificate, "2026-12-31")).toMatchObject({ kind: "certified", tuev: true });
    expect(securityClaimOn(certificate, "2027-01-01")).toEqual({ kind: "none" });
    expect(securityClaimOn(null, "2026-12-01")).toEqual({ kind: "none" });
  });
  it("lets only a TÜV issuer carry the TÜV claim", () => {
    expect(securityClaimOn({ ...certificate, issuer: "TUEV-freie Prüfstelle" }, "2026-12-01")).toMatchObject({
      tuev: false,
    });
    expect(securityClaimOn({ ...certificate, issuer: "TÜV NORD CERT" }, "2026-12-01")).toMatchObject({
      tuev: true,
    });
  });
});

describe("securityCertificateFormSchema", () => {
  it("takes all three fields, or none to remove the certificate", () => {
    expect(
      securityCertificateFormSchema.parse({ issuer: "TÜV Süd", number: "A-1", validUntil: "2027-01-31" }),
    ).toEqual({ issuer: "TÜV Süd", number: "A-1", validUntil: "2027-01-31" });
    expect(securityCertificateFormSchema.parse({ issuer: "", number: "", validUntil: "" })).toBeNull();
  });
  it("names each missing or malformed field in German", () => {
    const result = securityCertificateFormSchema.safeParse({
      issuer: "TÜV Süd",
      number: "",
      validUntil: "31.01.2027",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(messages).toEqual({
      number: "Bitte geben Sie die Nummer des Zertifikats ein.",
      validUntil: "Bitte geben Sie den letzten Gültigkeitstag als Datum ein.",
    });
  });
});
