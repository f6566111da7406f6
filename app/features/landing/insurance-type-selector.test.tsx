import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InsuranceTypeSelector } from "./insurance-type-selector";

describe("InsuranceTypeSelector", () => {
  it("breaks 'Berufsunfähigkeitsversicherung' with a hyphen (a soft hyphen), never at a bare line break", () => {
    const html = renderToStaticMarkup(<InsuranceTypeSelector />);
    expect(html).toContain("Berufsunfähigkeits\u00ADversicherung");
    expect(html).not.toContain("<wbr");
    expect(html).not.toContain("Berufsunfähigkeits versicherung");
  });
});
