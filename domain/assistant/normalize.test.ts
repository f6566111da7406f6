import { describe, expect, it } from "vitest";
import { foldGerman, tokenizeGerman } from "./normalize";

describe("German normalisation", () => {
  it("folds case, umlauts, ß and punctuation", () => {
    expect(foldGerman("Größe, Übergänge & Maß!")).toBe("groesse uebergaenge mass");
  });

  it("drops stop words and expands colloquial synonyms", () => {
    expect(tokenizeGerman("Was kostet die PKV für mich?")).toEqual(["kostet", "kosten", "pkv", "privat"]);
    expect(tokenizeGerman("Mein Chef zahlt")).toEqual(["chef", "arbeitgeber", "zahlt"]);
  });
});
