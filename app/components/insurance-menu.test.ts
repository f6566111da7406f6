import { describe, expect, it } from "vitest";
import { breakableInsuranceName, healthInsuranceEntries, riskAndProvisionEntries } from "./insurance-menu";

const SOFT_HYPHEN = "\u00AD";

describe("breakableInsuranceName", () => {
  it("lets a long compound break only as 'Berufsunfähigkeits-' / 'versicherung'", () => {
    const name = breakableInsuranceName("Berufsunfähigkeitsversicherung");
    expect(name).toBe(`Berufsunfähigkeits${SOFT_HYPHEN}versicherung`);
    // Without the soft hyphen (what screen readers, search and copying see) it is the same word.
    expect(name.replaceAll(SOFT_HYPHEN, "")).toBe("Berufsunfähigkeitsversicherung");
    expect(name).not.toContain(" ");
  });

  it("breaks only the last word, and leaves names without a compound on '…versicherung' alone", () => {
    expect(breakableInsuranceName("Private Krankenversicherung")).toBe(
      `Private Kranken${SOFT_HYPHEN}versicherung`,
    );
    expect(breakableInsuranceName("Private Krankenversicherung").split(SOFT_HYPHEN)).toHaveLength(2);
    expect(breakableInsuranceName("Versicherung")).toBe("Versicherung");
    expect(breakableInsuranceName("Private versicherung")).toBe("Private versicherung");
    expect(breakableInsuranceName("Brillen")).toBe("Brillen");
    const once = breakableInsuranceName("Unfallversicherung");
    expect(breakableInsuranceName(once)).toBe(once);
  });

  it("covers every entry of the header menu", () => {
    for (const entry of [...healthInsuranceEntries, ...riskAndProvisionEntries]) {
      expect(breakableInsuranceName(entry.name).replaceAll(SOFT_HYPHEN, "")).toBe(entry.name);
    }
  });
});
