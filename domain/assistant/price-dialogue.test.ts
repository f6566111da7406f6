import { describe, expect, it } from "vitest";
import { createComparisonRequestSchema } from "../comparison/comparison-request";
import { type PriceDialogue, type PriceDialogueStep, stepPriceDialogue } from "./price-dialogue";
import { priceDialogueSchema } from "./price-dialogue-state";

const TODAY = "2026-11-23";

/** Runs the turns and returns every step. */
function run(turns: string[]): PriceDialogueStep[] {
  let state: PriceDialogue | undefined;
  const steps: PriceDialogueStep[] = [];
  for (const turn of turns) {
    const step = stepPriceDialogue(turn, state, TODAY);
    steps.push(step);
    state = step.kind === "ask" ? priceDialogueSchema.parse(step.state) : undefined;
  }
  return steps;
}

const last = (turns: string[]) => run(turns).at(-1)!;
const validRequest = (request: Record<string, unknown>) =>
  createComparisonRequestSchema({ today: TODAY }).safeParse(request);

describe("the dialogue", () => {
  it("asks one question at a time and builds an employee's request", () => {
    const steps = run(["Was kostet mich die PKV?", "34", "weiblich", "angestellt", "Komfort"]);
    expect(steps.slice(0, 4).map((step) => step.kind)).toEqual(["ask", "ask", "ask", "ask"]);
    expect(steps[0]).toMatchObject({ kind: "ask", state: { asked: "age" } });
    expect(steps[1]).toMatchObject({ state: { asked: "gender" } });
    expect(steps[2]).toMatchObject({ state: { asked: "jobStatus" } });
    expect(steps[3]).toMatchObject({ state: { asked: "coverage" } });
    const done = steps[4]!;
    expect(done.kind).toBe("complete");
    if (done.kind !== "complete") return;
    expect(done.request).toMatchObject({ gender: "female", jobStatus: "employed", coverageType: "comfort" });
    expect(validRequest(done.request).success).toBe(true);
  });

  it("reads several answers from one message", () => {
    const step = last(["Was kostet mich die PKV? Ich bin 41, Beamter in Bayern mit 70 % Beihilfe, Premium"]);
    expect(step.kind).toBe("complete");
    if (step.kind !== "complete") return;
    expect(step.request).toMatchObject({
      gender: "male",
      jobStatus: "civil-servant",
      beihilfeDienstherr: "TYPE_B_Bayern",
      beihilfeStufe: "TYPE_B_70_70R",
      coverageType: "premium",
    });
    expect(validRequest(step.request).success).toBe(true);
  });

  it("asks civil servants for Dienstherr and Beihilfe", () => {
    const steps = run(["Wie viel würde ich zahlen?", "14.03.1991", "Beamtin", "Bund", "50 %", "Basis"]);
    expect(steps[2]).toMatchObject({ state: { asked: "dienstherr" } });
    expect(steps[3]).toMatchObject({ state: { asked: "beihilfe" } });
    const done = steps.at(-1)!;
    expect(done.kind).toBe("complete");
    if (done.kind !== "complete") return;
    expect(done.request).toMatchObject({
      birthDate: "1991-03-14",
      gender: "female",
      beihilfeDienstherr: "TYPE_Q_Bund",
      beihilfeStufe: "TYPE_A_50_70R",
    });
    expect(validRequest(done.request).success).toBe(true);
  });

  it("builds a family's request", () => {
    const step = last([
      "Was kostet uns die PKV? Ich bin 35, männlich, selbstständig, meine Frau (32) und zwei Kinder (3 und 6)",
      "angestellt",
      "Komfort",
    ]);
    expect(step.kind).toBe("complete");
    if (step.kind !== "complete") return;
    const persons = step.request.persons as Array<Record<string, unknown>>;
    expect(persons.map((person) => person.role)).toEqual(["self", "partner", "child", "child"]);
    expect(persons[1]).toMatchObject({ gender: "female", jobStatus: "employed" });
    expect(validRequest(step.request).success).toBe(true);
  });

  it("asks the children's ages when they are missing", () => {
    const steps = run(["Was kostet mich die PKV für mich und meine Kinder?", "40", "männlich", "Student"]);
    expect(steps.at(-1)).toMatchObject({ kind: "ask", state: { asked: "childAges" } });
    const done = last([
      "Was kostet mich die PKV für mich und meine Kinder?",
      "40",
      "männlich",
      "Student",
      "4 und 9",
      "Basis",
    ]);
    expect(done.kind).toBe("complete");
  });

  it("re-asks what it did not understand and leaves for another question", () => {
    const steps = run(["Was kostet mich die PKV?", "keine Ahnung"]);
    expect(steps[1]).toMatchObject({ kind: "ask", state: { asked: "age" } });
    expect((steps[1] as { text: string }).text).toMatch(/nicht verstanden/);
    expect(last(["Was kostet mich die PKV?", "Was ist der Basistarif?"])).toEqual({ kind: "leave" });
    expect(last(["Was kostet mich die PKV?", "abbrechen"]).kind).toBe("cancel");
  });

  it("stops from 60 on and re-asks under 16", () => {
    expect(last(["Was kostet mich die PKV?", "63"]).kind).toBe("stop");
    expect(last(["Was kostet mich die PKV?", "12"])).toMatchObject({ kind: "ask", state: { asked: "age" } });
  });
});

describe("other questions in the middle", () => {
  it("leaves for a longer question that answers nothing asked", () => {
    expect(
      last(["Was kostet mich die PKV?", "Was ist der Unterschied zwischen Komfort und Premium?"]),
    ).toEqual({
      kind: "leave",
    });
  });
  it("keeps a short answer with a question mark", () => {
    expect(last(["Was kostet mich die PKV?", "34?"])).toMatchObject({
      kind: "ask",
      state: { asked: "gender" },
    });
  });
});

describe("the comparison request", () => {
  it("insures a civil servant's children as 'Beamtenkind' with the same Dienstherr", () => {
    const step = last([
      "Was kostet uns die PKV? Ich bin 38, Beamter in Hessen, 50 % Beihilfe, mit meinem Sohn (7)",
      "Basis",
    ]);
    expect(step.kind).toBe("complete");
    if (step.kind !== "complete") return;
    expect(step.request.persons).toEqual([
      expect.objectContaining({
        role: "self",
        jobStatus: "civil-servant",
        beihilfeDienstherr: "TYPE_G_Hessen",
      }),
      expect.objectContaining({
        role: "child",
        jobStatus: "civil-servant-child",
        beihilfeDienstherr: "TYPE_G_Hessen",
        beihilfeStufe: "TYPE_C_80_80R",
      }),
    ]);
    expect(validRequest(step.request).success).toBe(true);
  });
});

describe("the health answer after the prices (docs/product/assistant-dialogues.md#health)", () => {
  /** Runs the turns as the server does: after prices the dialogue stays open for the health question. */
  function converse(turns: string[]): PriceDialogueStep[] {
    let state: PriceDialogue | undefined;
    const steps: PriceDialogueStep[] = [];
    for (const turn of turns) {
      const step = stepPriceDialogue(turn, state, TODAY);
      steps.push(step);
      state =
        step.kind === "ask"
          ? priceDialogueSchema.parse(step.state)
          : step.kind === "complete"
            ? priceDialogueSchema.parse({ ...step.state, asked: "health" })
            : undefined;
    }
    return steps;
  }
  const prices = ["Was kostet mich die PKV? Ich bin 41, männlich, selbstständig, Komfort"];

  it("asks for the type of diabetes before estimating, then reads it with the rest of the answer", () => {
    const steps = converse([...prices, "178 cm, 90 kg, Diabetes und Asthma", "Typ 2"]);
    expect(steps[0]!.kind).toBe("complete");
    const asked = steps.at(-2)!;
    expect(asked.kind).toBe("ask");
    expect(asked.kind === "ask" && asked.text).toMatch(
      /^Welchen Diabetes-Typ haben Sie – Typ 1 oder Typ 2\?/,
    );
    expect(asked.kind === "ask" && asked.text).toContain("Basistarif");
    const done = steps.at(-1)!;
    expect(done.kind).toBe("complete");
    const health = done.kind === "complete" ? JSON.stringify(done.state.health) : "";
    expect(health).toMatch(/DIABETES_TYP2/);
    expect(health).not.toMatch(/DIABETES_TYP1/);
    expect(done.kind === "complete" && done.state.pendingHealth).toBeUndefined();
  });

  it("reads a named type at once", () => {
    const done = converse([...prices, "180 cm, 85 kg, Diabetes Typ 1"]).at(-1)!;
    expect(done.kind).toBe("complete");
    expect(done.kind === "complete" && JSON.stringify(done.state.health)).toMatch(/DIABETES_TYP1/);
  });
});
