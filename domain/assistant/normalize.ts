/**
 * German text normalisation for the assistant's retrieval: lower case, umlauts and ß folded (ä → ae, ß → ss),
 * punctuation removed, stop words dropped, a light suffix stemmer, colloquial synonyms mapped to the
 * knowledge base's vocabulary, and compounds split against a known vocabulary.
 */

const STOP_WORDS = new Set([
  "a",
  "ab",
  "aber",
  "alle",
  "alles",
  "als",
  "also",
  "am",
  "an",
  "auch",
  "auf",
  "aus",
  "bei",
  "bin",
  "bis",
  "bitte",
  "bzw",
  "da",
  "damit",
  "dann",
  "das",
  "dass",
  "de",
  "dem",
  "den",
  "denn",
  "der",
  "des",
  "die",
  "dies",
  "diese",
  "dieser",
  "doch",
  "du",
  "durch",
  "ein",
  "eine",
  "einem",
  "einen",
  "einer",
  "eines",
  "er",
  "es",
  "etwas",
  "fuer",
  "gibt",
  "gibts",
  "hab",
  "habe",
  "haben",
  "hallo",
  "hat",
  "hey",
  "hi",
  "ich",
  "ihr",
  "ihre",
  "im",
  "in",
  "ist",
  "ja",
  "jetzt",
  "kann",
  "koennen",
  "man",
  "mal",
  "mein",
  "meine",
  "meinem",
  "meinen",
  "meiner",
  "mich",
  "mir",
  "mit",
  "muss",
  "nach",
  "nicht",
  "noch",
  "nur",
  "ob",
  "oder",
  "sein",
  "sich",
  "sie",
  "sind",
  "so",
  "ueber",
  "um",
  "und",
  "uns",
  "unter",
  "vom",
  "von",
  "vor",
  "war",
  "was",
  "welche",
  "welcher",
  "welches",
  "wenn",
  "werde",
  "werden",
  "wie",
  "wir",
  "wird",
  "wo",
  "zu",
  "zum",
  "zur",
  "eigentlich",
  "genau",
  "gerne",
  "kurz",
  "sagen",
  "erklaeren",
  "erklaer",
  "wissen",
  "moechte",
  "wuerde",
  "sollte",
  "lucy",
  "kannst",
  "geben",
  "gib",
  "dieses",
  "diesem",
  "ueberhaupt",
  "so",
  "ne",
  "nen",
  "oder",
]);

/** Colloquial words, abbreviations and common spellings mapped onto the knowledge base's terms (after folding). */
const SYNONYMS: Record<string, string[]> = {
  teuer: ["kosten"],
  billig: ["kosten", "guenstig"],
  preis: ["kosten"],
  preise: ["kosten"],
  kostet: ["kosten"],
  kosten: ["kosten"],
  zahlen: ["kosten"],
  zahle: ["kosten"],
  bezahlen: ["kosten"],
  gkv: ["gesetzlich"],
  kasse: ["gesetzlich"],
  krankenkasse: ["gesetzlich"],
  aok: ["gesetzlich"],
  tk: ["gesetzlich"],
  pkv: ["privat"],
  private: ["privat"],
  privaten: ["privat"],
  sb: ["selbstbeteiligung"],
  eigenanteil: ["selbstbeteiligung"],
  selbstbehalt: ["selbstbeteiligung"],
  jaeg: ["versicherungspflichtgrenze"],
  jahresarbeitsentgeltgrenze: ["versicherungspflichtgrenze"],
  bbg: ["beitragsbemessungsgrenze"],
  ppv: ["pflegepflichtversicherung"],
  pflegeversicherung: ["pflegepflichtversicherung"],
  bre: ["beitragsrueckerstattung"],
  student: ["studierend"],
  studenten: ["studierend"],
  studentin: ["studierend"],
  studium: ["studierend"],
  studiere: ["studierend"],
  uni: ["studierend"],
  kind: ["kinder"],
  kids: ["kinder"],
  baby: ["kinder", "neugeboren"],
  nachwuchs: ["kinder"],
  beamter: ["beamt"],
  beamtin: ["beamt"],
  beamte: ["beamt"],
  verbeamtet: ["beamt"],
  selbststaendig: ["selbststaendig"],
  selbstaendig: ["selbststaendig"],
  freiberufler: ["selbststaendig"],
  freelancer: ["selbststaendig"],
  gruender: ["selbststaendig"],
  rente: ["alter", "rentner"],
  rentner: ["alter", "rentner"],
  ruhestand: ["alter", "rentner"],
  aelter: ["alter"],
  wechsel: ["wechsel"],
  wechseln: ["wechsel"],
  wechsle: ["wechsel"],
  umsteigen: ["wechsel"],
  zurueck: ["rueckkehr"],
  zurueckwechseln: ["rueckkehr", "wechsel"],
  gesundheitsfragen: ["gesundheitsfrag"],
  vorerkrankung: ["vorerkrank"],
  vorerkrankungen: ["vorerkrank"],
  krank: ["vorerkrank"],
  erhoehung: ["beitragserhoehung"],
  beitragsanpassung: ["beitragserhoehung"],
  steigen: ["beitragserhoehung"],
  steigt: ["beitragserhoehung"],
  datenschutz: ["datenschutz"],
  daten: ["datenschutz"],
  dsgvo: ["datenschutz"],
  arbeitgeberzuschuss: ["arbeitgeber", "zuschuss"],
  chef: ["arbeitgeber"],
  firma: ["arbeitgeber"],
  zahnarzt: ["zahn"],
  zaehne: ["zahn"],
  brille: ["seh"],
  krankenhaus: ["stationaer"],
  klinik: ["stationaer"],
  chefarzt: ["stationaer", "chefarzt"],
  einbettzimmer: ["stationaer", "einbettzimmer"],
  krankengeld: ["krankentagegeld"],
  kuendigen: ["kuendigung"],
  kuendigung: ["kuendigung"],
  voraussetzung: ["voraussetzung"],
  voraussetzungen: ["voraussetzung"],
  anforderungen: ["voraussetzung"],
  darf: ["voraussetzung"],
  unterschied: ["unterschied"],
  unterschiede: ["unterschied"],
  vergleich: ["vergleich"],
  ranking: ["ranking"],
  reihenfolge: ["ranking"],
  sortiert: ["ranking"],
  makler: ["makler"],
  berater: ["makler"],
  beratung: ["makler"],
  ehepartner: ["familie"],
  ehefrau: ["familie"],
  ehemann: ["familie"],
  partner: ["familie"],
  frau: ["familie"],
  mann: ["familie"],
  familienversicherung: ["familie", "familienversicherung"],
  mitversichern: ["familie", "mitversichert"],
  mitversichert: ["familie", "mitversichert"],
};

/** Lower case, umlauts and ß folded, everything but letters and digits turned into spaces. */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ß", "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const SUFFIXES = [
  "ungen",
  "heiten",
  "keiten",
  "ung",
  "heit",
  "keit",
  "ern",
  "em",
  "en",
  "er",
  "es",
  "e",
  "n",
  "s",
];

/** A light German suffix stemmer: strips one common inflection or derivation suffix, keeping ≥ 4 letters. */
export function stemGerman(word: string): string {
  if (/^\d+$/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

/** Folded words without stop words, with synonyms expanded (the original word is kept too). */
export function tokenizeGerman(text: string): string[] {
  const tokens: string[] = [];
  for (const word of foldGerman(text).split(" ")) {
    if (word === "" || STOP_WORDS.has(word)) continue;
    if (word.length < 2 && !/^\d$/.test(word)) continue;
    tokens.push(word);
    for (const synonym of SYNONYMS[word] ?? []) if (synonym !== word) tokens.push(synonym);
  }
  return tokens;
}

/** Stems of a text's tokens (the unit that retrieval matches). */
export function stemsOf(text: string): string[] {
  return tokenizeGerman(text).map(stemGerman);
}

/**
 * Splits a compound into known parts (greedy, longest part first, each ≥ 4 letters), e.g.
 * 'beitragsrueckerstattungen' → ['beitrag', 'rueckerstatt']. Returns [] when it cannot be covered.
 */
export function splitCompound(word: string, vocabulary: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    let found: string | undefined;
    for (let end = rest.length; end >= 4; end -= 1) {
      const candidate = rest.slice(0, end);
      if (vocabulary.has(candidate) || vocabulary.has(stemGerman(candidate))) {
        found = candidate;
        break;
      }
    }
    if (!found) {
      // Fugen-s between parts ('beitrags|…').
      if (parts.length > 0 && rest.startsWith("s") && rest.length > 4) {
        rest = rest.slice(1);
        continue;
      }
      return parts.length > 0 && rest.length < 4 ? parts : [];
    }
    parts.push(vocabulary.has(found) ? found : stemGerman(found));
    rest = rest.slice(found.length);
  }
  return parts.length > 1 ? parts : [];
}

/** Levenshtein distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
