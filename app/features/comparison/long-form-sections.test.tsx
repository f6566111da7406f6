import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NOT_IN_WISH } from "../../../domain/comparison/long-form";
import { LONG_FORM_DEFAULTS } from "./long-comparison-form";
import { LongFormCoverageSection } from "./long-form-coverage-section";
import { LongFormPersonSection } from "./long-form-person-section";
import { figuresDescription } from "./long-form-start-fields";
import { LongFormSubmitArea } from "./long-form-submit-area";
import { RANKING_RULE_OVERLAY_NOTE } from "./ranking-rule-note";
import type { LongFormState } from "./use-long-form-state";

const noop = () => {};

function stateOf(form: Partial<typeof LONG_FORM_DEFAULTS> = {}, showBeihilfe = false): LongFormState {
  return {
    form: { ...LONG_FORM_DEFAULTS, ...form },
    update: noop,
    onJobStatus: noop,
    onInsuredPerson: noop,
    onCoverage: noop,
    showBeihilfe,
    startOptions: ["2026-12-01", "2027-01-01"],
    start: "2027-01-01",
    ageDialogOpen: false,
    closeAgeDialog: noop,
    onSubmit: noop,
    household: { values: undefined, key: 0 },
  };
}

function personSection(options: {
  state?: LongFormState;
  hydrated?: boolean;
  errors?: Record<string, string>;
}) {
  return renderToStaticMarkup(
    <LongFormPersonSection
      id="f"
      errors={options.errors}
      today="2026-11-26"
      figureYears={[2026, 2027]}
      hydrated={options.hydrated ?? false}
      state={options.state ?? stateOf()}
    />,
  );
}

describe("LongFormPersonSection", () => {
  it("names every field for the plain post and labels the section", () => {
    const html = personSection({});
    expect(html).toContain('<section aria-labelledby="f-person"');
    expect(html).toContain('<h2 id="f-person" class="text-xl font-bold text-slate-900">1. Ihre Angaben</h2>');
    for (const name of [
      "insuredPerson",
      "gender",
      "birthDate",
      "jobStatus",
      "insuranceStart",
      "existingInsurance",
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('<label for="f-birthDate"');
    expect(html).toContain('max="2026-11-26" min="1920-01-01"');
    expect(html).toContain("Berechnet mit den Rechengrößen 2027.");
  });

  it("offers both groups of job statuses without JavaScript, and the person's statuses with it", () => {
    const plain = personSection({});
    expect(plain).toContain('<optgroup label="Ich selbst">');
    expect(plain).toContain('<optgroup label="Mein Kind">');
    const hydrated = personSection({
      hydrated: true,
      state: stateOf({ insuredPerson: "child", jobStatus: "child" }),
    });
    expect(hydrated).not.toContain("<optgroup");
    expect(hydrated).toContain('<option value="child" selected="">Kind</option>');
    expect(hydrated).not.toContain('value="employed"');
  });

  it("shows the Beihilfe fields only for a status with Beihilfe", () => {
    expect(personSection({})).not.toContain("Beihilfe: Dienstherr");
    const html = personSection({ state: stateOf({ jobStatus: "civil-servant" }, true) });
    expect(html).toContain('<label for="f-dienstherr"');
    expect(html).toContain('name="beihilfeDienstherr"');
    expect(html).toContain('<label for="f-stufe"');
    expect(html).toContain('name="beihilfeStufe"');
    expect(html).toContain(`<option value="${NOT_IN_WISH}" selected="">Bitte wählen</option>`);
  });

  it("links the server's messages to their fields", () => {
    const html = personSection({
      errors: {
        gender: "Bitte wählen Sie ein Geschlecht.",
        birthDate: "Bitte geben Sie Ihr Geburtsdatum ein.",
      },
    });
    expect(html).toContain('<fieldset aria-describedby="f-gender-error">');
    expect(html).toContain("Bitte wählen Sie ein Geschlecht.");
    expect(html).toContain('aria-describedby="f-birthDate-error"');
    expect(personSection({})).toContain("<fieldset><legend");
  });
});

describe("figuresDescription", () => {
  it("names the year's figures, or the newest ones as a provisional basis", () => {
    expect(figuresDescription("2027-01-01", [2026, 2027])).toBe("Berechnet mit den Rechengrößen 2027.");
    expect(figuresDescription("2027-01-01", [2025, 2026])).toBe(
      "Die Rechengrößen 2027 sind noch nicht hinterlegt: vorläufig mit den Werten 2026.",
    );
  });
});

describe("LongFormCoverageSection", () => {
  it("marks the chosen card and offers every deductible step without JavaScript", () => {
    const render = (hydrated: boolean) =>
      renderToStaticMarkup(
        <LongFormCoverageSection
          id="f"
          errors={undefined}
          hydrated={hydrated}
          state={stateOf({ coverageType: "premium", deductible: "600" })}
        />,
      );
    const plain = render(false);
    expect(plain).toContain(
      '<h2 id="f-coverage" class="text-xl font-bold text-slate-900">2. Ihr gewünschter Schutz</h2>',
    );
    expect(plain).toContain('name="coverageType" checked="" value="premium"');
    expect(plain).toContain('<option value="600€" selected="">600 €</option>');
    expect(plain).toContain('<option value="5000€">5.000 €</option>');
    // With JavaScript the steps follow the card (premium: up to 500 €, the chosen 600 € is not offered).
    expect(render(true)).not.toContain('value="5000€"');
  });
});

describe("LongFormSubmitArea", () => {
  it("shows the running state and the overlay while submitting", () => {
    const idle = renderToStaticMarkup(
      <LongFormSubmitArea submitting={false} ageDialogOpen={false} onCloseAgeDialog={noop} />,
    );
    expect(idle).toContain(">Jetzt Tarife vergleichen</button>");
    expect(idle).not.toContain("KI findet die besten Tarife für Sie");
    const busy = renderToStaticMarkup(
      <LongFormSubmitArea submitting ageDialogOpen={false} onCloseAgeDialog={noop} />,
    );
    expect(busy).toContain('disabled="">Berechnung läuft...</button>');
    expect(busy).toContain("KI findet die besten Tarife für Sie");
    expect(busy).toContain("Dies kann bis zu 10 Sekunden dauern");
    // The spec's 'KI' line stands with what really orders the tariffs (docs/product/broker-duties.md#claims).
    expect(busy).toContain(RANKING_RULE_OVERLAY_NOTE);
  });
});
