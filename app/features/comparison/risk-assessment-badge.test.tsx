import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RISK_ESTIMATE_NOTE } from "../../../domain/offers/risk-labels";
import type { RiskAssessmentRecord } from "../../../domain/offers/tariff-record";
import { RiskAssessmentBadge, riskStatusText } from "./risk-assessment-badge";

const assessment = (
  status: RiskAssessmentRecord["status"],
  surchargePercent = 0,
  reasons: string[] = [],
) => ({
  status,
  surchargePercent,
  reasons,
});

describe("the health pre-check's badge (docs/product/comparison.md#family-and-health)", () => {
  it("has a German text per status, the surcharge with its percentage", () => {
    expect(riskStatusText(assessment("accept"))).toBe("Annahme wahrscheinlich");
    expect(riskStatusText(assessment("surcharge", 15))).toBe("Zuschlag erwartet (ca. 15 %)");
    expect(riskStatusText(assessment("exclusion", 10))).toBe("Leistungsausschluss möglich");
    expect(riskStatusText(assessment("decline"))).toBe("Ablehnung wahrscheinlich");
  });

  it("shows text and an icon, the reasons and the model note behind a disclosure", () => {
    const html = renderToStaticMarkup(
      <RiskAssessmentBadge assessment={assessment("surcharge", 25, ["BMI 36,2", "Asthma"])} />,
    ).replace(/<!-- -->/g, "");
    expect(html).toMatch(
      /data-risk="surcharge"[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Zuschlag erwartet \(ca\. 25 %\)<\/span>/,
    );
    expect(html).toContain("<details");
    expect(html).toContain("<li>BMI 36,2</li><li>Asthma</li>");
    expect(html).toContain(RISK_ESTIMATE_NOTE);
  });

  it("lists the reasons openly on the tariff details", () => {
    const html = renderToStaticMarkup(
      <RiskAssessmentBadge assessment={assessment("decline", 0, ["Diabetes Typ 1"])} reasons="list" />,
    );
    expect(html).not.toContain("<details");
    expect(html).toContain("Ablehnung wahrscheinlich");
    expect(html).toContain("<li>Diabetes Typ 1</li>");
    expect(html).toContain(RISK_ESTIMATE_NOTE);
  });
});
