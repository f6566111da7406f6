import { describe, expect, it } from "vitest";
import { readQuestion } from "./question-reading";

describe("reading a question", () => {
  it("reads intent and group", () => {
    expect(readQuestion("Was kostet die PKV für Beamte?")).toEqual({
      intents: ["cost"],
      person: { group: "civil-servant" },
    });
    expect(readQuestion("Was kostet die PKV für Studenten?").person.group).toBe("student");
    expect(readQuestion("kann ich als freiberufler in die pkv").intents).toContain("eligibility");
    expect(readQuestion("komme ich wieder zurück in die gesetzliche").intents).toEqual(["switch-back"]);
    expect(readQuestion("lohnt sich ein selbstbehalt").intents).toEqual(["deductible"]);
    expect(readQuestion("pkv beitraege von der steuer absetzen").intents).toContain("tax");
  });

  it("reads the Dienstherr only for civil servants, and the age", () => {
    expect(readQuestion("Beamtin in Baden-Württemberg").person.dienstherr).toEqual({
      kind: "land",
      name: "Baden-Württemberg",
    });
    expect(readQuestion("Bundesbeamter, was zahlt die Beihilfe").person.dienstherr?.kind).toBe("bund");
    expect(readQuestion("Wie wird das Wetter in Berlin?").person).toEqual({});
    expect(readQuestion("ich bin 56, kann ich noch in die gkv").person.age).toBe(56);
  });

  it("does not read arrears as a cost question", () => {
    expect(readQuestion("ich kann meine beiträge nicht mehr zahlen").intents).not.toContain("cost");
  });

  it("reads a spouse with children as a family", () => {
    expect(readQuestion("pkv mit frau und zwei kindern").person.group).toBe("family");
    expect(readQuestion("was kostet mein kind").person.group).toBe("child");
  });
});
