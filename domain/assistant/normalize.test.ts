import { describe, expect, it } from "vitest";
import { editDistance, foldGerman, splitCompound, stemGerman, stemsOf, tokenizeGerman } from "./normalize";

describe("German normalisation", () => {
  it("folds case, umlauts, ß and punctuation", () => {
    expect(foldGerman("Größe, Übergänge & Maß!")).toBe("groesse uebergaenge mass");
  });

  it("drops stop words and expands colloquial synonyms", () => {
    expect(tokenizeGerman("Was kostet die PKV für mich?")).toEqual(["kostet", "kosten", "pkv", "privat"]);
    expect(tokenizeGerman("Mein Chef zahlt")).toEqual(["chef", "arbeitgeber", "zahlt"]);
  });

  it("stems common suffixes but keeps short words", () => {
    expect(stemGerman("versicherungen")).toBe("versicher");
    expect(stemGerman("kinder")).toBe("kind");
    expect(stemGerman("zahn")).toBe("zahn");
    expect(stemsOf("Beitragserhöhungen")).toEqual(["beitragserhoeh"]);
  });

  it("splits compounds into known parts", () => {
    const vocabulary = new Set(["beitrag", "rueckerstatt", "kind"]);
    expect(splitCompound("beitragsrueckerstattung", vocabulary)).toEqual(["beitrag", "rueckerstatt"]);
    expect(splitCompound("apfelkuchen", vocabulary)).toEqual([]);
  });

  it("measures edit distance with an early stop", () => {
    expect(editDistance("beitrag", "bietrag")).toBe(2);
    expect(editDistance("selbstbeteiligung", "selbstbeteilgung")).toBe(1);
    expect(editDistance("abc", "xyzxyz", 2)).toBe(3);
  });
});
