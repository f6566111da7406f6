import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FAMILY_INPUT_MESSAGES, HEALTH_RANGES } from "../../../domain/comparison/family-input";
import { HEALTH_CONDITION_CODES } from "../../../domain/comparison/health-conditions";
import { LONG_FORM_DEFAULTS } from "./long-comparison-form";
import { offersPremiumRelief } from "./long-form-extras-fields";
import { LongFormHouseholdSection } from "./long-form-household-section";
import type { HouseholdValues } from "./use-long-form-state";

function section(
  options: {
    form?: Partial<typeof LONG_FORM_DEFAULTS>;
    values?: HouseholdValues;
    errors?: Record<string, string>;
  } = {},
) {
  return renderToStaticMarkup(
    <LongFormHouseholdSection
      id="f"
      errors={options.errors}
      today="2026-11-26"
      values={options.values}
      state={{ form: { ...LONG_FORM_DEFAULTS, ...options.form }, start: "2027-01-01" }}
    />,
  );
}

/** The opening tag of the element with `name` (value `value` for radios and checkboxes). */
const control = (html: string, name: string, value?: string) =>
  html.match(
    new RegExp(
      `<(?:input|select)[^>]*name="${name.replaceAll(".", "\\.")}"${value ? `[^>]*value="${value}"` : ""}[^>]*>`,
    ),
  )?.[0] ?? "";

describe("LongFormHouseholdSection", () => {
  it("offers the partner and four children in closed disclosures, each a fieldset with its legend", () => {
    const html = section();
    expect(html).toContain(
      '<h2 id="f-household" class="text-xl font-bold text-slate-900">Wer soll außerdem versichert werden?</h2>',
    );
    expect(html).toMatch(/<details class="[^"]*"><summary[^>]*>Partner\/in mitversichern<\/summary>/);
    for (const number of [1, 2, 3, 4])
      expect(html).toMatch(new RegExp(`<details class="[^"]*"><summary[^>]*>Kind ${number}</summary>`));
    expect(html).toContain('<legend class="sr-only">Partner/in</legend>');
    expect(html).toContain('<legend class="sr-only">Kind 4</legend>');
    for (const name of [
      "persons.1.birthDate",
      "persons.1.gender",
      "persons.1.jobStatus",
      "persons.5.birthDate",
      "persons.5.civilServantChild",
    ])
      expect(html).toContain(`name="${name}"`);
    expect(control(html, "persons.2.beihilfeStufe")).not.toBe("");
    expect(html).toContain('<option value="TYPE_C_80_80R" selected="">80 % (80 % im Ruhestand)</option>');
    // Every input has a label.
    expect(html).toContain('<label for="f-p1-birthDate"');
    expect(html).toContain('<label for="f-p0-health-heightCm"');
  });

  it("asks the anonymous health questions per person with the privacy note", () => {
    const html = section();
    expect(html.match(/>Gesundheitsfragen, anonym</g)).toHaveLength(6);
    expect(html).toContain(
      "Ihre Antworten bleiben anonym: Wir fragen weder Namen noch E-Mail oder Telefonnummer. Sie werden nur für diesen Vergleich verwendet und mit ihm nach 30 Tagen gelöscht.",
    );
    for (const field of [
      "heightCm",
      "weightKg",
      "outpatientTreatments3y",
      "hospitalStays5y",
      "missingTeeth",
      "glassesDiopters",
    ])
      expect(control(html, `persons.0.health.${field}`)).not.toBe("");
    for (const field of ["psychotherapy10y", "regularMedication", "plannedDentalTreatment"]) {
      expect(control(html, `persons.3.health.${field}`, "ja")).not.toBe("");
      expect(control(html, `persons.3.health.${field}`, "nein")).not.toBe("");
    }
    for (const code of HEALTH_CONDITION_CODES)
      expect(control(html, "persons.1.health.chronicConditions", code)).toContain('type="checkbox"');
    expect(html).toContain("Heuschnupfen/Allergie");
  });

  it("offers sick pay by job status and premium relief to adults", () => {
    const employed = section();
    expect(employed).toContain("Krankentagegeld ab dem 43. Tag");
    expect(control(employed, "persons.0.sickPay.dailyAmount")).not.toBe("");
    expect(employed).toContain('<option value="100" selected="">100 € pro Tag</option>');
    expect(employed).toContain("Nettoeinkommen im Monat");
    expect(control(employed, "persons.0.sickPay.startDay")).toBe("");
    expect(employed).toContain('<option value="" selected="">keine</option>');
    expect(employed).toContain('<option value="1000">1.000 € im Monat</option>');

    const freelancer = section({ form: { jobStatus: "freelancer" } });
    expect(freelancer).toContain('<option value="" selected="">kein Krankentagegeld</option>');
    expect(freelancer).toContain('<option value="8">ab dem 8. Tag</option>');
    expect(control(freelancer, "persons.0.sickPay.netIncomeMonthly")).toBe("");

    const civilServant = section({ form: { jobStatus: "civil-servant" } });
    expect(control(civilServant, "persons.0.sickPay.dailyAmount")).toBe("");
    // The partner (employed by default) keeps the employee's fields.
    expect(control(civilServant, "persons.1.sickPay.dailyAmount")).not.toBe("");

    const child = section({ form: { insuredPerson: "child", jobStatus: "child" } });
    expect(control(child, "persons.0.sickPay.dailyAmount")).toBe("");
    expect(control(child, "persons.0.premiumRelief.monthlyAmount")).toBe("");
    expect(offersPremiumRelief("2006-01-01", "2027-01-01")).toBe(true);
    expect(offersPremiumRelief("2006-01-02", "2027-01-01")).toBe(false);
    expect(offersPremiumRelief("", "2027-01-01")).toBe(true);
  });

  it("keeps the disclosures closed after a post with only the selects' own values", () => {
    const html = section({
      values: {
        "persons.1.jobStatus": ["employed"],
        "persons.1.sickPay.dailyAmount": ["100"],
        "persons.1.premiumRelief.monthlyAmount": [""],
        "persons.2.beihilfeStufe": ["TYPE_C_80_80R"],
      },
    });
    expect(html).not.toContain("<details open");
  });

  it("renders the posted values back, opens their disclosures and shows each message under its field", () => {
    const height = FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm);
    const html = section({
      values: {
        "persons.0.health.heightCm": ["20"],
        "persons.0.health.weightKg": ["80"],
        "persons.0.health.chronicConditions": ["ASTHMA", "RHEUMA"],
        "persons.1.jobStatus": ["civil-servant"],
        "persons.1.birthDate": ["1990-07-01"],
        "persons.1.gender": ["female"],
        "persons.3.birthDate": ["2019-01-01"],
        "persons.3.civilServantChild": ["on"],
        "persons.3.beihilfeStufe": ["TYPE_B_70_70R"],
      },
      errors: {
        "persons.0.health.heightCm": height,
        "persons.1.beihilfeDienstherr": "Bitte wählen Sie Ihren Dienstherrn (Beihilfe) aus.",
        "persons.3.civilServantChild": "Bitte wählen Sie Ihren Dienstherrn (Beihilfe) aus.",
        "persons.3.gender": "Bitte wählen Sie Ihr Geschlecht aus.",
      },
    });
    const heightField = control(html, "persons.0.health.heightCm");
    expect(heightField).toContain('aria-invalid="true"');
    expect(heightField).toContain('aria-describedby="f-p0-health-heightCm-error"');
    expect(heightField).toContain('value="20"');
    expect(html).toContain(
      `<p id="f-p0-health-heightCm-error" role="alert" class="mt-1 text-sm font-medium text-red-700">${height}</p>`,
    );
    expect(control(html, "persons.0.health.chronicConditions", "ASTHMA")).toContain('checked=""');
    expect(control(html, "persons.0.health.chronicConditions", "ALLERGIE")).not.toContain("checked");
    expect(html).toMatch(/<details open="" class="[^"]*"><summary[^>]*>Partner\/in mitversichern/);
    expect(html).toMatch(/<details open="" class="[^"]*"><summary[^>]*>Kind 2</);
    expect(html).not.toMatch(/<details open="" class="[^"]*"><summary[^>]*>Kind 1</);
    // The partner is a civil servant: the Beihilfe fields with the message.
    expect(control(html, "persons.1.beihilfeDienstherr")).toContain(
      'aria-describedby="f-p1-beihilfeDienstherr-error"',
    );
    expect(control(html, "persons.1.gender", "female")).toContain('checked=""');
    expect(control(html, "persons.3.civilServantChild")).toContain(
      'aria-describedby="f-p3-civilServantChild-error"',
    );
    expect(html).toContain('<fieldset aria-describedby="f-p3-gender-error">');
    expect(html).toContain('<option value="TYPE_B_70_70R" selected="">70 % (70 % im Ruhestand)</option>');
  });
});
