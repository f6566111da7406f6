import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { securityClaimOn } from "../../../domain/settings/security-certificate";
import { breakable, TrustBanner, UNCERTIFIED_SECURITY_TEXT } from "./trust-banner";

const certificate = { issuer: "TÜV Saarland", number: "S-2026-0415", validUntil: "2027-06-30" };

describe("TrustBanner", () => {
  it("offers 'Datenschutzkonform' a break at its seam, never inside 'konform'", () => {
    expect(renderToStaticMarkup(breakable("Datenschutzkonform"))).toBe("Datenschutz<wbr/>konform");
    expect(renderToStaticMarkup(breakable("SSL-verschlüsselt"))).toBe("SSL-verschlüsselt");
    expect(renderToStaticMarkup(<TrustBanner security={{ kind: "none" }} />)).toContain(
      "Datenschutz<wbr/>konform",
    );
  });

  it("claims TÜV-tested security only with a valid TÜV certificate, and names it beside the claim", () => {
    const none = renderToStaticMarkup(<TrustBanner security={securityClaimOn(null, "2026-12-02")} />);
    expect(none).not.toContain("TÜV");
    expect(none).toContain(UNCERTIFIED_SECURITY_TEXT);

    const valid = renderToStaticMarkup(<TrustBanner security={securityClaimOn(certificate, "2026-12-02")} />);
    expect(valid).toContain("TÜV-geprüfte Sicherheit");
    expect(valid).toContain("TÜV Saarland, Zertifikat S-2026-0415, gültig bis 30.06.2027");

    const expired = renderToStaticMarkup(
      <TrustBanner security={securityClaimOn(certificate, "2027-07-01")} />,
    );
    expect(expired).not.toContain("TÜV");

    const other = securityClaimOn({ ...certificate, issuer: "DEKRA Certification" }, "2026-12-02");
    const otherMarkup = renderToStaticMarkup(<TrustBanner security={other} />);
    expect(otherMarkup).not.toContain("TÜV");
    expect(otherMarkup).toContain("Geprüfte Sicherheit");
  });
});
