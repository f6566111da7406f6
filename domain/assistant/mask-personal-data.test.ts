import { describe, expect, it } from "vitest";
import { readHealthAnswer } from "./health-reading";
import { introducedNames, type MaskOptions, maskPersonalData } from "./mask-personal-data";

type Case = [input: string, stored: string, options?: MaskOptions];

const table = (cases: readonly Case[]) =>
  it.each(cases)("%s", (input, stored, options) => {
    expect(maskPersonalData(input, options)).toBe(stored);
  });

describe("masking a chat message for storage", () => {
  describe("e-mail addresses", () => {
    table([
      ["Schreiben Sie an max.mustermann@example.de.", "Schreiben Sie an [E-Mail]."],
      ["meine Mail: anna-lena_1990+pkv@mail.gmx.net bitte", "meine Mail: [E-Mail] bitte"],
      ["erreichbar unter max (at) web (dot) de", "erreichbar unter [E-Mail]"],
      ["Kontakt: jürgen.müller@bücher.de", "Kontakt: [E-Mail]"],
    ]);
  });

  describe("phone numbers", () => {
    table([
      ["Rufen Sie mich an: +49 170 1234567", "Rufen Sie mich an: [Telefon]"],
      ["Tel. +49 (0)30 123 456 78", "Tel. [Telefon]"],
      ["0049 170/123-45-67, abends", "[Telefon], abends"],
      ["meine Nummer ist 0170 1234567", "meine Nummer ist [Telefon]"],
      ["Handy 01761234567", "Handy [Telefon]"],
      ["Festnetz (030) 12 34 56 78", "Festnetz [Telefon]"],
      ["0170-123 45 67 oder 089/12345", "[Telefon] oder [Telefon]"],
      // No phone numbers: amounts, percentages, years, a short number.
      ["Die Grenze liegt 2026 bei 77.400 € im Jahr.", "Die Grenze liegt 2026 bei 77.400 € im Jahr."],
      [
        "Beitrag 0,50 € mehr, Selbstbeteiligung 0 bis 1200 €",
        "Beitrag 0,50 € mehr, Selbstbeteiligung 0 bis 1200 €",
      ],
      ["Tarif 01 oder 02?", "Tarif 01 oder 02?"],
    ]);
  });

  describe("dates", () => {
    table([
      ["Ich bin am 14.03.1991 geboren", "Ich bin am [Datum] geboren"],
      ["geb. 4.3.91", "geb. [Datum]"],
      ["Geburtsdatum 1991-03-14", "Geburtsdatum [Datum]"],
      ["am 14. März 1991 geboren", "am [Datum] geboren"],
      ["geboren am 14 Maerz 1991", "geboren am [Datum]"],
      ["seit dem 1. Jan. 2020 selbstständig", "seit dem [Datum] selbstständig"],
      ["Geburtstag im März 1991", "Geburtstag im [Datum]"],
      ["14/03/1991", "[Datum]"],
      ["Jahrgang 1985, angestellt", "Jahrgang [Datum], angestellt"],
      ["geboren 1990", "geboren [Datum]"],
      // Months and years alone are no dates of a person.
      ["Kann ich im Mai wechseln?", "Kann ich im Mai wechseln?"],
      ["Was ändert sich 2026?", "Was ändert sich 2026?"],
    ]);
  });

  describe("ages", () => {
    table([
      ["ich bin 41", "ich bin [Alter]"],
      ["Ich bin 41 Jahre alt und angestellt.", "Ich bin [Alter] und angestellt."],
      ["bin jetzt 38, selbstständig", "bin jetzt [Alter], selbstständig"],
      ["Wir sind 35 und 38, die Kinder sind 3 und 5.", "Wir sind [Alter], die Kinder sind [Alter]."],
      ["meine Frau ist 36", "meine Frau ist [Alter]"],
      ["Lohnt sich die PKV mit 41 Jahren noch?", "Lohnt sich die PKV mit [Alter] noch?"],
      ["Kann ich mit 55 in die PKV?", "Kann ich mit [Alter] in die PKV?"],
      ["als 29-Jährige", "als [Alter]"],
      ["Angestellter, 41 Jahre, Komfort", "Angestellter, [Alter], Komfort"],
      ["Mein Alter: 62", "Mein Alter: [Alter]"],
      // Durations, percentages and amounts are no ages.
      ["Ich bin seit 5 Jahren selbstständig", "Ich bin seit 5 Jahren selbstständig"],
      ["Die Beihilfe ist 50 % und der Beitrag 412,30 €.", "Die Beihilfe ist 50 % und der Beitrag 412,30 €."],
      ["mit 70 % Beihilfe", "mit 70 % Beihilfe"],
    ]);
  });

  describe("names", () => {
    table([
      ["Ich heiße Max Mustermann und bin 41.", "Ich heiße [Name] und bin [Alter]."],
      ["ich heisse max mustermann, was kostet die pkv", "ich heisse [Name], was kostet die pkv"],
      ["Mein Name ist Dr. Anna Schmidt-Müller.", "Mein Name ist [Name]."],
      ["Name: Jürgen Weiß", "Name: [Name]"],
      ["Hier schreibt Olga. Olga ist Beamtin.", "Hier schreibt [Name]. [Name] ist Beamtin."],
      ["Meine Tochter heißt Paula", "Meine Tochter heißt [Name]"],
      ["Hallo Max, gern erkläre ich Ihnen die PKV.", "Hallo [Name], gern erkläre ich Ihnen die PKV."],
      ["Guten Tag, Frau Yılmaz!", "Guten Tag, Frau [Name]!"],
      ["Viele Grüße, Anna Schmidt", "Viele Grüße, [Name]"],
      ["Mit freundlichen Grüßen\nPeter Meier", "Mit freundlichen Grüßen\n[Name]"],
      // The answer to a question that introduced a name: the name wherever it occurs.
      [
        "Max, die PKV kostet ab 300 € im Monat.",
        "[Name], die PKV kostet ab 300 € im Monat.",
        { names: ["Max"] },
      ],
      // No names: Lucy, common nouns after 'Frau', the greeting without a name.
      ["Hallo Lucy, was ist die PKV?", "Hallo Lucy, was ist die PKV?"],
      ["Meine Frau ist Beamtin", "Meine Frau ist Beamtin"],
      ["Herzlich willkommen! Ich bin Lucy.", "Herzlich willkommen! Ich bin Lucy."],
    ]);

    it("names the names a question introduces, whole and in parts", () => {
      expect(introducedNames("Ich heiße Max Mustermann und bin 41")).toEqual([
        "Max Mustermann",
        "Max",
        "Mustermann",
      ]);
      expect(introducedNames("Was ist der Basistarif?")).toEqual([]);
    });
  });

  describe("health statements", () => {
    table([
      [
        "Ich habe Asthma und nehme Cortison, was kostet die PKV?",
        "[Gesundheitsangaben], was kostet die PKV?",
      ],
      ["Ich bin 1,80 m groß und wiege 95 kg, BMI 29,3.", "[Gesundheitsangaben]."],
      ["178 cm, 96 kg, Bluthochdruck, nehme Tabletten", "[Gesundheitsangaben]"],
      ["Asthma, keine Behandlungen", "[Gesundheitsangaben]"],
      ["Mein Sohn hat Neurodermitis.", "[Gesundheitsangaben]."],
      ["Ich war 2023 im Krankenhaus wegen einer Operation am Knie", "[Gesundheitsangaben]"],
      ["Seit 2019 bin ich in Psychotherapie. Was zahlt die PKV?", "[Gesundheitsangaben]. Was zahlt die PKV?"],
      ["Mein Blutdruck ist 140/90 mmHg", "[Gesundheitsangaben]"],
      ["Ich brauche eine Brille mit -3,5 dpt", "[Gesundheitsangaben]"],
      [
        "Da Sie Diabetes haben, prüft der Versicherer genauer.",
        "[Gesundheitsangaben], prüft der Versicherer genauer.",
      ],
      // Questions and knowledge about health in general stay.
      ["Zahlt die PKV Psychotherapie?", "Zahlt die PKV Psychotherapie?"],
      [
        "Bei der Gesundheitsprüfung müssen Sie Vorerkrankungen angeben.",
        "Bei der Gesundheitsprüfung müssen Sie Vorerkrankungen angeben.",
      ],
      ["Wird Zahnersatz erstattet?", "Wird Zahnersatz erstattet?"],
      ["Herzliche Grüße und danke!", "Herzliche Grüße und danke!"],
    ]);

    it("masks whatever the health reading of the price dialogue understands", () => {
      const answer = "182 cm, 88 kg, Heuschnupfen, Migräne, 3 Arztbesuche, keine Medikamente";
      expect(readHealthAnswer(answer)?.kind).toBe("answers");
      expect(maskPersonalData(answer)).toBe("[Gesundheitsangaben]");
    });
  });

  describe("everything at once", () => {
    table([
      [
        "Hallo, ich heiße Max Mustermann, geboren am 14.03.1991, Tel. 0170 1234567, max@example.de. Ich habe Asthma. Was kostet die PKV?",
        "Hallo, ich heiße [Name], geboren am [Datum], Tel. [Telefon], [E-Mail]. [Gesundheitsangaben]. Was kostet die PKV?",
      ],
    ]);
  });

  describe("in the price dialogue", () => {
    table([
      ["34", "[Alter]", { context: "price-dialogue" }],
      [
        "Ich bin 34, geboren am 14.03.1991, 70 % Beihilfe",
        "Ich bin [Alter], geboren am [Datum], 70 % Beihilfe",
        { context: "price-dialogue" },
      ],
      ["zwei Kinder, 3 und 7", "zwei Kinder, [Alter] und [Alter]", { context: "price-dialogue" }],
      ["Komfort", "Komfort", { context: "price-dialogue" }],
      ["180 cm, 85 kg, Asthma", "[Gesundheitsangaben]", { context: "health-answer" }],
      ["nein", "[Gesundheitsangaben]", { context: "health-answer" }],
    ]);
  });

  it("leaves a question without anything personal as it is", () => {
    for (const question of [
      "Was kostet eine private Krankenversicherung?",
      "Welche Voraussetzungen gibt es für die PKV?",
      "Was ist der Unterschied zwischen PKV und GKV?",
      "Wie hoch ist die Versicherungspflichtgrenze?",
      "Warum steht der erste Tarif oben?",
    ])
      expect(maskPersonalData(question)).toBe(question);
  });
});
