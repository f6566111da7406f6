import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { gkvContribution, type SavingsPerson, savingsFor, savingsPersonFor } from "./savings";

const c2026 = constantsForYear(2026);
const employee35: SavingsPerson = { group: "employee", age: 35, beihilfe: false };

describe("savingsFor", () => {
  const basis = gkvContribution(employee35, c2026);
  it("is the whole-euro difference to 12 × what the person pays, with the computation as tooltip", () => {
    const { savingsEstimate, savingsBasis } = savingsFor(300, basis);
    expect(savingsEstimate).toBe(4177);
    expect(savingsBasis).toContain("Arbeitnehmeranteil in der GKV 2026");
    expect(savingsBasis).toContain("12 × 300,00 € = 3.600,00 € im Jahr");
    expect(savingsBasis).toContain("gerundet 4.177 €");
  });
  it("makes no claim for no saving, never 0 €", () => {
    expect(savingsFor(648.1, basis).savingsEstimate).toBeUndefined();
    expect(savingsFor(700, basis).savingsEstimate).toBeUndefined();
    expect(savingsFor(700, basis).savingsBasis).toContain("Keine Ersparnis");
    expect(savingsFor(300, undefined)).toEqual({ savingsEstimate: undefined, savingsBasis: undefined });
  });
});

describe("savingsPersonFor", () => {
  const form = {
    birthDate: "1991-03-14",
    insuredPerson: "self",
    jobStatus: "employed",
    beihilfeDienstherr: "NOT_IN_WISH",
    beihilfeStufe: "NOT_IN_WISH",
  } as const;
  const civil = { ...form, jobStatus: "civil-servant", beihilfeStufe: "TYPE_A_50_70R" } as const;

  it("maps the job status and insured person to the group", () => {
    expect(savingsPersonFor(form, "2026-12-01")).toEqual({ group: "employee", age: 35, beihilfe: false });
    expect(savingsPersonFor({ ...form, jobStatus: "freelancer" }, "2026-12-01").group).toBe("self-employed");
    expect(savingsPersonFor({ ...form, jobStatus: "student" }, "2026-12-01").group).toBe("student");
    expect(savingsPersonFor({ ...form, insuredPerson: "child" }, "2026-12-01").group).toBe("child");
    expect(
      savingsPersonFor(
        {
          ...form,
          jobStatus: "civil-servant-child",
          beihilfeDienstherr: "TYPE_F_Hamburg",
          beihilfeStufe: "TYPE_C_80_80R",
        },
        "2026-12-01",
      ),
    ).toEqual({ group: "child", age: 35, beihilfe: true });
  });

  it("knows the pauschale Beihilfe of a civil servant's Dienstherr on the insurance start", () => {
    expect(savingsPersonFor({ ...civil, beihilfeDienstherr: "TYPE_Q_Bund" }, "2026-12-01")).toEqual({
      group: "civil-servant",
      age: 35,
      beihilfe: true,
    });
    expect(savingsPersonFor({ ...civil, beihilfeDienstherr: "TYPE_F_Hamburg" }, "2026-12-01")).toEqual({
      group: "civil-servant",
      age: 35,
      beihilfe: true,
      pauschaleBeihilfe: "Hamburg",
    });
    // Niedersachsen pays it from 1 February 2024
    const niedersachsen = { ...civil, beihilfeDienstherr: "TYPE_I_Niedersachsen" } as const;
    expect(savingsPersonFor(niedersachsen, "2024-01-01").pauschaleBeihilfe).toBeUndefined();
    expect(savingsPersonFor(niedersachsen, "2024-02-01").pauschaleBeihilfe).toBe("Niedersachsen");
    // only civil servants themselves: an employee's stray Dienstherr changes nothing
    expect(
      savingsPersonFor({ ...form, beihilfeDienstherr: "TYPE_F_Hamburg" }, "2026-12-01").pauschaleBeihilfe,
    ).toBe(undefined);
  });

  it("gives a Hamburg civil servant the smaller GKV basis than a federal one", () => {
    const yearly = (dienstherr: (typeof civil)["beihilfeDienstherr"] | "TYPE_F_Hamburg" | "TYPE_Q_Bund") =>
      gkvContribution(savingsPersonFor({ ...civil, beihilfeDienstherr: dienstherr }, "2026-12-01"), c2026)
        ?.yearly;
    expect(yearly("TYPE_F_Hamburg")).toBe(7567.88);
    expect(yearly("TYPE_Q_Bund")).toBe(13461.75);
  });
});
