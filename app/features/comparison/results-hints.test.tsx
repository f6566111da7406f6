import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GKV_RETURN_NOTICES, STUDENT_EXEMPTION_NOTICE } from "../../../domain/comparison/eligibility-answer";
import type { LongFormData } from "../../../domain/comparison/long-form";
import { ResultsHints } from "./results-hints";
import { SICK_PAY_ACTION_LABEL } from "./results-hints-copy";
import { sickPayRerun } from "./sick-pay-rerun";

const input: LongFormData = {
  insuranceType: "adult",
  birthDate: "1981-04-02",
  coverageType: "basic",
  insuredPerson: "self",
  gender: "male",
  jobStatus: "self-employed",
  existingInsurance: "public",
  deductible: "1000€",
  beihilfeDienstherr: "NOT_IN_WISH",
  beihilfeStufe: "NOT_IN_WISH",
  insuranceStart: "2027-01-01",
};
const decode = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("the results' hints per group (docs/product/results.md#hints)", () => {
  it("shows nothing without a hint", () => {
    expect(renderToStaticMarkup(<ResultsHints hints={[]} />)).toBe("");
  });

  it("offers the self-employed one form that prices the same input again with sick pay", () => {
    const rerun = sickPayRerun({
      id: "abc",
      input,
      household: false,
      health: false,
      firstInformationVersion: "EI-0123abcd",
    });
    const html = decode(
      renderToStaticMarkup(<ResultsHints hints={[{ kind: "no-sick-pay" }]} sickPayRerun={rerun} />),
    );
    expect(html).toContain("Ohne Krankentagegeld: ");
    expect(html).toMatch(/<form (method="post" action="\/comparison"|action="\/comparison" method="post")>/);
    for (const [name, value] of [
      ["birthDate", "1981-04-02"],
      ["jobStatus", "self-employed"],
      ["deductible", "1000€"],
      ["insuranceStart", "2027-01-01"],
      ["persons.0.sickPay.dailyAmount", "100"],
      ["persons.0.sickPay.startDay", "43"],
      ["after", "results"],
      // the Erstinformation the comparison's form showed is in force (docs/product/broker-duties.md#first-information)
      ["firstInformationVersion", "EI-0123abcd"],
    ])
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    expect(html).toContain(SICK_PAY_ACTION_LABEL);
  });

  it("links a household, a person with health answers or one never shown the Erstinformation to the form", () => {
    expect(sickPayRerun({ id: "abc", input, household: true, health: false })).toEqual({
      href: "/comparison?c=abc",
    });
    expect(sickPayRerun({ id: "abc", input, household: false, health: true })).toEqual({
      href: "/comparison?c=abc",
    });
    // a comparison whose form showed no Erstinformation (the API's): the long form shows it first
    expect(sickPayRerun({ id: "abc", input, household: false, health: false })).toEqual({
      href: "/comparison?c=abc",
    });
  });

  it("says the students' and the age-55 rules in the rule's own words, and the Basistarif", () => {
    const html = decode(
      renderToStaticMarkup(
        <ResultsHints
          hints={[
            { kind: "student", familyInsuranceAge: true },
            { kind: "civil-servant" },
            { kind: "gkv-return", notice: "closes-at-55" },
            { kind: "basistarif" },
          ]}
        />,
      ),
    );
    expect(html).toContain(STUDENT_EXEMPTION_NOTICE);
    expect(html).toContain("Ausbildungstarife");
    expect(html).toContain("Familienversicherung");
    expect(html).toContain("Öffnungsaktion");
    expect(html).toContain("höchstens 30 %");
    expect(html).toContain("Beihilfeverordnung Ihres Dienstherrn");
    expect(html).toContain(GKV_RETURN_NOTICES["closes-at-55"]);
    expect(html).toContain("Der Basistarif ist der Weg, der offen bleibt");
    expect(html).toMatch(/<h2 id="results-hints-heading"[^>]*>Gut zu wissen für Ihre Entscheidung<\/h2>/);
  });
});
