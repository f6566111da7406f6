/** What the price dialogue asks next, and its German questions and answers (the dialogue's spoken part). */
import { AGE_LIMITS } from "../comparison/long-form";
import { AGE_NOTICE } from "../comparison/short-form-basics";
import {
  type DialogueAdult,
  needsBeihilfeSlots,
  type PriceDialogue,
  type PriceSlot,
} from "./price-dialogue-state";

/** The first slot still missing, or undefined when the comparison can be made. */
export function nextSlot(state: PriceDialogue): PriceSlot | undefined {
  const { self, partner, children } = state;
  if (self.age === undefined && self.birthDate === undefined) return "age";
  if (!self.gender) return "gender";
  if (!self.jobStatus) return "jobStatus";
  if (partner) {
    if (partner.age === undefined && partner.birthDate === undefined) return "partnerAge";
    if (!partner.gender) return "partnerGender";
    if (!partner.jobStatus) return "partnerJobStatus";
  }
  if (children && children.ages.length < children.count) return "childAges";
  if (needsBeihilfeSlots(state)) {
    if (!state.dienstherr) return "dienstherr";
    if (!state.beihilfeStufe) return "beihilfe";
  }
  if (!state.coverage) return "coverage";
  return undefined;
}

const partnerNoun = (partner: DialogueAdult | undefined) =>
  partner?.gender === "female"
    ? "Ihre Partnerin"
    : partner?.gender === "male"
      ? "Ihr Partner"
      : "Ihr Partner bzw. Ihre Partnerin";

/** The German question for a slot. */
export function questionFor(slot: PriceSlot, state: PriceDialogue): string {
  switch (slot) {
    case "age":
      return "Wie alt sind Sie? Sie können auch Ihr Geburtsdatum nennen (z. B. 14.03.1991).";
    case "gender":
      return "Sind Sie weiblich oder männlich?";
    case "jobStatus":
      return "Wie sind Sie beruflich tätig: angestellt, selbstständig, freiberuflich, verbeamtet oder im Studium?";
    case "partnerAge":
      return `Wie alt ist ${partnerNoun(state.partner)}?`;
    case "partnerGender":
      return "Ist die Person, die mitversichert werden soll, weiblich oder männlich?";
    case "partnerJobStatus":
      return `Wie ist ${partnerNoun(state.partner)} beruflich tätig: angestellt, selbstständig, freiberuflich, verbeamtet oder im Studium?`;
    case "childAges":
      return (state.children?.count ?? 1) > 1
        ? "Wie alt sind Ihre Kinder? Nennen Sie bitte die Alter, z. B. „3 und 6“."
        : "Wie alt ist Ihr Kind?";
    case "dienstherr":
      return "Wer ist der Dienstherr (für die Beihilfe): der Bund oder welches Bundesland, z. B. Bayern?";
    case "beihilfe":
      return "Welchen Beihilfesatz gibt es: 50 %, 70 % oder 80 %?";
    case "coverage":
      return "Welchen Schutz wünschen Sie: Basis (Mehrbettzimmer, Zahnersatz unter 75 %), Komfort (Zweibettzimmer mit Chefarzt, Zahnersatz ab 75 %) oder Premium (Einzelzimmer mit Chefarzt, Zahnersatz ab 85 %)?";
  }
}

export const PRICE_DIALOGUE_TEXTS = {
  start:
    "Gern rechne ich Ihnen das mit einem echten Vergleich aus. Dafür brauche ich ein paar Angaben, eine nach der anderen (mit „abbrechen“ hören wir auf).",
  notUnderstood: "Das habe ich leider nicht verstanden.",
  cancelled:
    "In Ordnung, ich habe die Preisberechnung abgebrochen. Ihre Angaben habe ich nicht gespeichert. Fragen Sie mich gern etwas anderes.",
  tooOld: AGE_NOTICE.text,
  selfTooYoung: `Für sich selbst können Sie die PKV ab ${AGE_LIMITS.selfMin} Jahren vergleichen; jüngere Personen versichern die Eltern als Kind.`,
  healthQuestion:
    "Möchten Sie Ihre Gesundheit einbeziehen? Dann schätzt der Vergleich anonym mögliche Risikozuschläge. Nennen Sie Größe, Gewicht und Vorerkrankungen oder Behandlungen, z. B. „180 cm, 85 kg, Asthma, 2 Arztbesuche“ – oder antworten Sie „nein“.",
  healthSkipped:
    "In Ordnung, dann bleibt es bei den Preisen ohne Gesundheitsangaben. Fragen Sie mich gern etwas anderes.",
  incomeInvite:
    "Als Angestellte oder Angestellter können Sie sich nur mit einem Bruttojahreseinkommen über der Versicherungspflichtgrenze privat versichern; nennen Sie es gern dazu, z. B. „85.000 € brutto“.",
  assumedDefaults:
    "Mit Ihren Angaben habe ich gleich gerechnet und für den Rest die Voreinstellungen des Vergleichsformulars genommen:",
  assumedGender: "Geschlecht offen – es ändert den Beitrag nicht, PKV-Tarife sind Unisex-Tarife",
  assumedCoverage: "Leistungsstufe Komfort (Zweibettzimmer mit Chefarzt, Zahnersatz ab 75 %)",
  refineOffer: "Wünschen Sie einen anderen Schutz, nennen Sie „Basis“ oder „Premium“, dann rechne ich neu.",
  diabetesType:
    "Welchen Diabetes-Typ haben Sie – Typ 1 oder Typ 2? Davon hängt die Einschätzung stark ab: Mit Typ 1 lehnen die meisten Versicherer ab, mit Typ 2 ist ein Risikozuschlag möglich. Ob und zu welchem Zuschlag ein Versicherer Sie annimmt, entscheidet er selbst; im Basistarif nimmt Sie jeder ohne Zuschlag auf.",
  notEligibleEnd:
    "Fragen Sie gern wieder nach dem Preis, wenn sich Ihr Einkommen oder Ihre Tätigkeit ändert.",
  childTooOld: `Kinder können wir bis ${AGE_LIMITS.childMax} Jahre mitversichern (Kinder von Beamten bis ${AGE_LIMITS.civilServantChildMax}); ältere vergleichen bitte selbst.`,
} as const;
