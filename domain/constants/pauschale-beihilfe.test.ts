import { describe, expect, it } from "vitest";
import { BEIHILFE_DIENSTHERREN } from "../comparison/long-form";
import { PAUSCHALE_BEIHILFE, pauschaleBeihilfeOn } from "./pauschale-beihilfe";

describe("pauschale Beihilfe", () => {
  it("names only Dienstherr codes of the long form, each once", () => {
    const codes = PAUSCHALE_BEIHILFE.map((entry) => entry.dienstherr);
    for (const code of codes) expect(BEIHILFE_DIENSTHERREN).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("applies from the day the state introduced it", () => {
    expect(pauschaleBeihilfeOn("TYPE_F_Hamburg", "2018-07-01")).toBeUndefined();
    expect(pauschaleBeihilfeOn("TYPE_F_Hamburg", "2018-08-01")?.state).toBe("Hamburg");
    expect(pauschaleBeihilfeOn("TYPE_A_BadenW", "2022-12-01")).toBeUndefined();
    expect(pauschaleBeihilfeOn("TYPE_A_BadenW", "2023-01-01")?.state).toBe("Baden-Württemberg");
  });

  it("is absent for the Bund, states without it and no Dienstherr", () => {
    for (const code of [
      "TYPE_Q_Bund",
      "TYPE_B_Bayern",
      "TYPE_G_Hessen",
      "TYPE_J_NordrheinW",
      "TYPE_O_SchleswigH",
    ])
      expect(pauschaleBeihilfeOn(code, "2026-12-01")).toBeUndefined();
    expect(pauschaleBeihilfeOn(undefined, "2026-12-01")).toBeUndefined();
  });

  it("covers the eight states of the model in 2026 (Schleswig-Holstein only for hardship cases)", () => {
    const states = BEIHILFE_DIENSTHERREN.filter(
      (code) => pauschaleBeihilfeOn(code, "2026-12-01") !== undefined,
    );
    expect(states).toEqual([
      "TYPE_A_BadenW",
      "TYPE_C_Berlin",
      "TYPE_D_Brandenburg",
      "TYPE_E_Bremen",
      "TYPE_F_Hamburg",
      "TYPE_I_Niedersachsen",
      "TYPE_M_Sachsen",
      "TYPE_P_Thueringen",
    ]);
  });
});
