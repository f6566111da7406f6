import { foldGerman } from "./normalize";

/**
 * Reading a visitor's question before the search (docs/product/assistant.md#retrieval): what is asked (intents)
 * and for whom (person group, Dienstherr, age). Pure pattern matching on the folded text (ä → ae, ß → ss), so
 * missing umlauts and most inflections read the same; the search itself stays fuzzy for typos.
 */

export const INTENTS = [
  "cost",
  "eligibility",
  "switch-back",
  "beihilfe",
  "ageing-reserves",
  "premium-refund",
  "deductible",
  "tax",
  "sick-pay",
  "health-questions",
] as const;
export type Intent = (typeof INTENTS)[number];

export const PERSON_GROUPS = [
  "employee",
  "self-employed",
  "civil-servant",
  "student",
  "child",
  "family",
] as const;
export type PersonGroup = (typeof PERSON_GROUPS)[number];

/** A civil servant's employer: the Bund or a state (German name as shown in answers). */
export interface Dienstherr {
  kind: "bund" | "land";
  /** 'Bund', or the state's name, e.g. 'Hamburg', 'Baden-Württemberg'. */
  name: string;
}

export interface QuestionReading {
  intents: Intent[];
  person: { group?: PersonGroup; dienstherr?: Dienstherr; age?: number };
}

const INTENT_PATTERNS: ReadonlyArray<[Intent, RegExp]> = [
  [
    "cost",
    /\b(kost(et|en|e)?|teuer\w*|teur(er|e)|preis\w*|weniger als|mehr als|was zahl\w*|wieviel|wie viel|beitrag|beitraege|beitragshoehe|monatlich\w*|guenstig\w*|billig\w*)\b/,
  ],
  [
    "eligibility",
    /\b(darf|duerfen|voraussetzung\w*|vorraussetzung\w*|berechtigt|wer kann|kann ich (mich )?(in die|privat|als|auch|ueberhaupt)|komme? ich (in die|rein)|ab welche\w* (gehalt|einkommen|verdienst)|in die pkv (wechseln|kommen|gehen)|privat versicher\w* (werden|sein|lassen))\b/,
  ],
  [
    "switch-back",
    /\b(rueckkehr\w*|zurueck\w* (in|zur|ins) (die )?(gkv|gesetzlich\w*|kasse|krankenkasse)|(wieder|noch) (in die |zur |zurueck in die )?(gkv|gesetzlich\w*|krankenkasse)|zurueckwechseln|zurueck wechseln)/,
  ],
  ["beihilfe", /beihilf|dienstherr|restkosten/],
  ["ageing-reserves", /alter(ung)?s?rueck|rueckstellung|ruecklage/],
  ["premium-refund", /beitragsrueck|rueckerstatt|geld zurueck|nicht zum arzt/],
  ["deductible", /selbstbeteil|selbstbehalt|eigenanteil|selbst ?beteiligung/],
  ["tax", /steuer|absetz|finanzamt|sonderausgab/],
  ["sick-pay", /krankengeld|krankentagegeld|tagegeld|verdienstausfall|lohnfortzahl/],
  [
    "health-questions",
    /gesundheitsfrag|gesundheitspruef|vorerkrank|anzeigepflicht|risikozuschlag|vorerkrankung/,
  ],
];

/** Checked in this order: the first group that matches is the person's. */
const GROUP_PATTERNS: ReadonlyArray<[PersonGroup, RegExp]> = [
  ["student", /\b(student\w*|studier\w*|studium|hochschul\w*|uni|universitaet|kvds|werkstudent\w*)\b/],
  ["civil-servant", /\b(\w*beamt\w*|verbeamt\w*|referendar\w*|dienstherr\w*|beihilf\w*|anwaerter\w*)\b/],
  [
    "self-employed",
    /\b(selbststaendig\w*|selbstaendig\w*|selbststandig\w*|selbstandig\w*|selbststaedig\w*|selbstaedig\w*|freiberuf\w*|freelancer\w*|gruender\w*|existenzgruend\w*|unternehmer\w*|gewerbe\w*)\b/,
  ],
  ["employee", /\b(angestellt\w*|arbeitnehmer\w*|chef|arbeitgeber\w*)\b/],
  [
    "family",
    /\b(famili\w*|ehepartner\w*|ehefrau|ehemann|meine frau|mein mann|mit (meiner |meinem )?(frau|mann)|partner\w*|verheiratet)\b/,
  ],
  ["child", /\b(kind|kinder\w*|kindes|sohn|tochter|baby\w*|neugebor\w*|nachwuchs)\b/],
];

const DIENSTHERREN: ReadonlyArray<[Dienstherr, RegExp]> = [
  [{ kind: "land", name: "Baden-Württemberg" }, /\b(baden wuerttemberg|baden wurttemberg|bawue|bw)\b/],
  [{ kind: "land", name: "Mecklenburg-Vorpommern" }, /\b(mecklenburg\w*|mv)\b/],
  [{ kind: "land", name: "Nordrhein-Westfalen" }, /\b(nordrhein westfalen|nrw)\b/],
  [{ kind: "land", name: "Rheinland-Pfalz" }, /\b(rheinland pfalz|rlp)\b/],
  [{ kind: "land", name: "Schleswig-Holstein" }, /\b(schleswig holstein|sh)\b/],
  [{ kind: "land", name: "Sachsen-Anhalt" }, /\bsachsen anhalt\b/],
  [{ kind: "land", name: "Niedersachsen" }, /\bniedersachsen\b/],
  [{ kind: "land", name: "Sachsen" }, /\b(sachsen|saechsisch\w*)\b/],
  [{ kind: "land", name: "Bayern" }, /\b(bayern|bayerisch\w*)\b/],
  [{ kind: "land", name: "Berlin" }, /\bberlin\w*\b/],
  [{ kind: "land", name: "Brandenburg" }, /\bbrandenburg\w*\b/],
  [{ kind: "land", name: "Bremen" }, /\bbrem(en|er|isch\w*)\b/],
  [{ kind: "land", name: "Hamburg" }, /\bhamburg\w*\b/],
  [{ kind: "land", name: "Hessen" }, /\b(hessen|hessisch\w*)\b/],
  [{ kind: "land", name: "Saarland" }, /\bsaarland\w*\b/],
  [{ kind: "land", name: "Thüringen" }, /\b(thueringen|thuringen|thueringer)\b/],
  [
    { kind: "bund", name: "Bund" },
    /\b(bund|bundesbeamt\w*|bundesbeihilfe\w*|bundeswehr|bundespolizei|zoll)\b/,
  ],
];

const AGE =
  /\b(?:ich bin|bin|mit|alter von|alt ist|jahrgang)? ?(\d{2})(?: ?(?:jahre|jahren|jahr|j))\b|\bich bin (\d{2})\b|\bmit (\d{2})\b/;

const CANNOT_PAY = /\bnicht (mehr )?(be)?zahl|beitragsschuld|zahlungsschwierig|schulden/;

/** The intents and the person a German question is about. */
export function readQuestion(text: string): QuestionReading {
  const folded = foldGerman(text);
  const intents = INTENT_PATTERNS.filter(([, pattern]) => pattern.test(folded))
    .map(([intent]) => intent)
    // Not being able to pay is about arrears, not about what the PKV costs.
    .filter((intent) => intent !== "cost" || !CANNOT_PAY.test(folded))
    // 'Kann ich als … zurück in die GKV' asks about switching back, not about getting in.
    .filter((intent, _, all) => intent !== "eligibility" || !all.includes("switch-back"));
  const person: QuestionReading["person"] = {};
  const group = GROUP_PATTERNS.find(([, pattern]) => pattern.test(folded))?.[0];
  if (group) person.group = group;
  // A state or the Bund only counts as Dienstherr when the question is about civil servants.
  if (group === "civil-servant" || intents.includes("beihilfe")) {
    const dienstherr = DIENSTHERREN.find(([, pattern]) => pattern.test(folded))?.[0];
    if (dienstherr) person.dienstherr = dienstherr;
  }
  const age = AGE.exec(folded);
  const years = Number(age?.[1] ?? age?.[2] ?? age?.[3]);
  if (Number.isInteger(years) && years >= 16 && years <= 99) person.age = years;
  return { intents, person };
}
