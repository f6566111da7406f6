import type { ChatLink } from "../../../../domain/assistant/chat-input";
import { sortRuleText } from "../../../../domain/assistant/results-questions";
import type { RetrievalResult } from "../../../../domain/assistant/retrieve";
import type { StoredComparison } from "../../comparisons";
import type { LucyTool } from "./llm-tool-loop";
import type { DialogueTurn } from "./price-dialogue-turn";
import { resultsContextOf } from "./results-context";

/** How many tariffs of the comparison in context the model reads. */
const CONTEXT_OFFERS = 10;

/** What Lucy's tools reach (docs/product/assistant.md#with-an-llm): the same services as the rule-based path. */
export interface LucyToolDeps {
  /** The knowledge base's retrieval. */
  search(query: string): RetrievalResult;
  /** One price-dialogue turn for a message (a comparison through the comparison service when it is complete). */
  priceTurn(message: string): Promise<DialogueTurn | undefined>;
  /** The comparison the person has open, as the person may see it; undefined when there is none. */
  currentComparison(): Promise<StoredComparison | undefined>;
}

const stringParameter = (name: string, description: string) => ({
  type: "object",
  properties: { [name]: { type: "string", description } },
  required: [name],
  additionalProperties: false,
});

const textArgument = (args: unknown, name: string): string => {
  const value =
    typeof args === "object" && args !== null ? (args as Record<string, unknown>)[name] : undefined;
  if (typeof value !== "string" || value.trim() === "" || value.length > 1000) {
    throw new Error(`Bitte „${name}“ als Text angeben.`);
  }
  return value;
};

/**
 * The three tools the model gets: search the knowledge base, run a comparison, read the comparison in context.
 * Their results are JSON with German keys; the links they produce (sources, results page) are collected in
 * `links` for the answer.
 */
export function createLucyTools(deps: LucyToolDeps): { tools: LucyTool[]; links: ChatLink[] } {
  const links: ChatLink[] = [];
  const addLinks = (more: readonly ChatLink[]) => {
    for (const link of more) if (!links.some((known) => known.href === link.href)) links.push(link);
  };
  const tools: LucyTool[] = [
    {
      name: "search_knowledge",
      description:
        "Durchsucht Lucys Wissensdatenbank zur PKV (Kosten, Voraussetzungen, Beihilfe, Wechsel, Steuer …) und liefert passende Passagen mit Quellen.",
      parameters: stringParameter("frage", "Die Frage oder Stichworte, auf Deutsch."),
      async run(args) {
        const result = deps.search(textArgument(args, "frage"));
        addLinks(result.sources.map(({ label, href }) => ({ label, href })));
        return {
          gefunden: result.hasKnowledge,
          passagen: result.passages.map((passage) => ({ thema: passage.topic, text: passage.text })),
          quellen: result.sources.map((source) => source.label),
        };
      },
    },
    {
      name: "run_comparison",
      description:
        "Rechnet einen echten PKV-Vergleich für die Person. Braucht Alter oder Geburtsdatum, Geschlecht, Berufsstatus, bei Beamten Dienstherr und Beihilfesatz, die Leistungsstufe (Basis, Komfort, Premium), bei Familien Partner und Kinder mit Alter. Fehlt etwas, nennt das Ergebnis die Frage, die Sie der Person stellen sollen.",
      parameters: stringParameter(
        "angaben",
        "Alle Angaben der Person in ihren Worten, z. B. '34 Jahre, weiblich, angestellt, Komfort'.",
      ),
      async run(args) {
        const turn = await deps.priceTurn(`Was kostet mich die PKV? ${textArgument(args, "angaben")}`);
        if (!turn) return { fehler: "Aus den Angaben ließ sich kein Vergleich rechnen." };
        if (!turn.comparisonId) return turn.dialogue ? { fehlende_angabe: turn.text } : { fehler: turn.text };
        addLinks(turn.links ?? []);
        return { ergebnis: turn.text, ergebnisseite: turn.links?.[0]?.href };
      },
    },
    {
      name: "read_current_comparison",
      description:
        "Liest den Vergleich, den die Person gerade geöffnet hat: die Sortierregel und die ersten Tarife mit Platz, Preis, Leistungspunkten, Selbstbeteiligung und Note.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
      async run() {
        const comparison = await deps.currentComparison();
        if (!comparison) return { fehler: "Die Person hat gerade keinen Vergleich geöffnet." };
        const context = resultsContextOf(comparison);
        return {
          sortierung: sortRuleText(context.coverageType),
          rechengroessen: comparison.figures.year,
          hinweis: comparison.priceNotice,
          tarife: context.ordered.slice(0, CONTEXT_OFFERS).map((offer, position) => ({
            platz: position + 1,
            versicherer: offer.provider,
            tarif: offer.name,
            monatsbeitrag: offer.monthlyPrice,
            leistungspunkte: offer.totalLeistungPoints,
            selbstbeteiligung_jahr: offer.deductibleAmount,
            note: offer.grade?.value,
          })),
        };
      },
    },
  ];
  return { tools, links };
}
