import { eq, lt, sql } from "drizzle-orm";
import { answerQuestion } from "../../../domain/assistant/answer-question";
import {
  type ChatLink,
  type ChatRequest,
  type ChatResponse,
  createChatSessionId,
} from "../../../domain/assistant/chat-input";
import { KNOWLEDGE_BASE } from "../../../domain/assistant/knowledge-base";
import { applyKnowledgeEdits } from "../../../domain/assistant/knowledge-edits";
import {
  introducedNames,
  type MaskContext,
  maskPersonalData,
} from "../../../domain/assistant/mask-personal-data";
import { type PriceDialogue, priceDialogueSchema } from "../../../domain/assistant/price-dialogue-state";
import { buildKnowledgeIndex, type RetrievalResult } from "../../../domain/assistant/retrieve";
import type { YearlyTable } from "../../../domain/constants/yearly-constants";
import type { AssistantSettings } from "../../../domain/settings/site-settings";
import { berlinDate } from "../../../lib/dates/berlin-date";
import type { Database } from "../../adapters/db/client";
import { chatMessages, chatSessions } from "../../adapters/db/schema/assistant";
import type { LlmClient, LlmMessage } from "../../adapters/llm/openai-compatible";
import type { Comparisons } from "../comparisons";
import { answerFigures } from "./lucy/answer-figures";
import { answerWithTools } from "./lucy/llm-tool-loop";
import { createLucyTools } from "./lucy/lucy-tools";
import { type DialogueTurn, runPriceDialogueTurn } from "./lucy/price-dialogue-turn";
import { answerFromResults } from "./lucy/results-context";

/**
 * Instructions for the optional LLM (docs/product/assistant.md#with-an-llm): answer only from the retrieved passages
 * and the tools' results, no advice, no invented figures.
 */
export const LUCY_SYSTEM_PROMPT = [
  "Du bist Lucy, die digitale Assistentin eines deutschen Vergleichsportals für private Krankenversicherungen (PKV).",
  "Beantworte die Frage ausschließlich mit den Informationen aus den unten stehenden Wissenspassagen und den Ergebnissen deiner Werkzeuge:",
  "search_knowledge durchsucht die Wissensdatenbank, run_comparison rechnet einen echten Vergleich für die Person (fehlt eine Angabe, frage genau diese nach),",
  "read_current_comparison liest den Vergleich, den die Person gerade geöffnet hat.",
  "Erfinde keine Zahlen, Beträge, Prozentsätze, Fristen oder Tarifnamen: Verwende nur Zahlen, die wörtlich in den Passagen stehen.",
  "Gib keine individuelle Versicherungs-, Rechts- oder Steuerberatung und empfiehl keinen bestimmten Versicherer oder Tarif;",
  "verweise für persönliche Empfehlungen auf den kostenlosen Vergleich und auf einen unabhängigen Experten.",
  "Wenn die Passagen die Frage nicht beantworten, sage ehrlich, dass du es nicht weißt.",
  "Antworte auf Deutsch in der Sie-Form, sachlich und freundlich, in höchstens fünf Sätzen, als reiner Text ohne Markdown und ohne HTML.",
].join(" ");

export interface LucyAnswer extends ChatResponse {
  source: "knowledge" | "llm" | "fallback" | "dialogue" | "results";
  topic: string | undefined;
}

/** The comparisons as the asking request sees them (the price dialogue creates, results questions read). */
type AskerComparisons = Pick<Comparisons, "create" | "get">;

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The assistant service (docs/decisions/009-assistant.md): one answer path for every page. Questions about the
 * comparison in context and the price dialogue by rules (docs/product/assistant-dialogues.md), else retrieval over
 * the knowledge base; with an LLM configured, the LLM answers from the retrieved passages and Lucy's tools only, and
 * the rule-based answer stands whenever the LLM fails. Questions and answers are stored masked
 * (docs/product/assistant.md#privacy); expired sessions are purged. A session a signed-in user asks in is linked to
 * that user (docs/product/accounts.md#personal-area: exported and deleted with the account).
 */
export function createLucyAssistant(deps: {
  db: Database;
  llm?: LlmClient;
  getSettings: () => Promise<AssistantSettings>;
  now?: () => number;
  onLlmError?: (error: unknown) => void;
  /** The yearly figures in force (shipped table plus stored years); default: the shipped table. */
  yearlyTable?: () => YearlyTable;
}) {
  const now = deps.now ?? Date.now;
  let index: { key: string; value: ReturnType<typeof buildKnowledgeIndex> } | undefined;
  let lastPurgeAt = Number.NEGATIVE_INFINITY;

  /** Rebuilt when the year's figures or the admin's knowledge edits change. */
  const knowledgeIndex = (edits: AssistantSettings["knowledgeEdits"]) => {
    const figures = answerFigures(now(), deps.yearlyTable?.());
    const key = `${JSON.stringify(figures)}|${JSON.stringify(edits)}`;
    if (index?.key !== key) {
      index = { key, value: buildKnowledgeIndex(figures, applyKnowledgeEdits(KNOWLEDGE_BASE, edits)) };
    }
    return index.value;
  };

  /** The knowledge answer with the yearly table in force (a year asked for, English, refusals). */
  const answerFromKnowledge = (question: string, index: ReturnType<typeof buildKnowledgeIndex>) =>
    deps.yearlyTable ? answerQuestion(question, index, deps.yearlyTable()) : answerQuestion(question, index);

  /** One price-dialogue turn through the asker's comparisons. */
  const priceTurn = (comparisons: AskerComparisons, message: string, dialogue: PriceDialogue | undefined) =>
    runPriceDialogueTurn(comparisons, { message, dialogue, today: berlinDate(now()) });

  /**
   * The LLM's answer (docs/product/assistant.md#with-an-llm): the retrieved passages in the prompt and Lucy's tools
   * (search the knowledge base, run a comparison, read the comparison in context) as OpenAI-compatible tool calls;
   * the answer must stand on them (llm-tool-loop.ts), with the links the tools produced.
   */
  async function answerWithLlm(
    llm: LlmClient,
    request: ChatRequest,
    retrieval: RetrievalResult,
    index: ReturnType<typeof buildKnowledgeIndex>,
    comparisons: AskerComparisons | undefined,
  ) {
    const passages = retrieval.passages
      .map((passage, position) => `[${position + 1}] ${passage.topic}: ${passage.text}`)
      .join("\n\n");
    const context = request.comparisonId
      ? "\n\nDie Person hat gerade einen Vergleich geöffnet (read_current_comparison)."
      : "";
    const messages: LlmMessage[] = [
      { role: "system", content: LUCY_SYSTEM_PROMPT },
      { role: "user", content: `Wissenspassagen:\n${passages}\n\nFrage: ${request.message}${context}` },
    ];
    const { tools, links } = createLucyTools({
      search: (query) => answerFromKnowledge(query, index),
      priceTurn: async (message) => (comparisons ? priceTurn(comparisons, message, undefined) : undefined),
      currentComparison: async () =>
        comparisons && request.comparisonId ? comparisons.get(request.comparisonId) : undefined,
    });
    const { answer } = await answerWithTools(llm, messages, tools);
    return { answer, links };
  }

  /** Deletes sessions (and their messages) whose last message is older than the retention period. */
  async function purgeExpired(retentionDays: number): Promise<void> {
    const cutoff = new Date(now() - retentionDays * DAY_MS);
    await deps.db.delete(chatMessages).where(lt(chatMessages.createdAt, cutoff));
    await deps.db.delete(chatSessions).where(lt(chatSessions.lastMessageAt, cutoff));
  }

  /**
   * The questions about the comparison in context (docs/product/assistant-dialogues.md#results-questions), then the
   * price dialogue (an open one, or a new price question); undefined: the knowledge path answers.
   */
  async function answerSpecial(
    request: ChatRequest,
    dialogue: PriceDialogue | undefined,
    comparisons: AskerComparisons | undefined,
  ): Promise<{ kind: "dialogue" | "results"; turn: DialogueTurn } | undefined> {
    if (!comparisons) return undefined;
    // A question about the comparison in context first; an open price dialogue stays open for the next answer.
    if (request.comparisonId) {
      const text = await answerFromResults(comparisons, {
        message: request.message,
        comparisonId: request.comparisonId,
        offerId: request.offerId,
      });
      if (text) return { kind: "results", turn: { text, dialogue } };
    }
    const turn = await priceTurn(comparisons, request.message, dialogue);
    return turn ? { kind: "dialogue", turn } : undefined;
  }

  return {
    purgeExpired,
    /**
     * `userId`: the signed-in user who asks, if any; `comparisons`: the comparisons as this request sees them
     * (server/areas/comparisons/request-comparisons.ts: only the viewer's own, new ones owned by the viewer and
     * counted against the client's limit); without them only the knowledge path answers.
     */
    async ask(
      request: ChatRequest,
      options: { userId?: string; comparisons?: AskerComparisons } = {},
    ): Promise<LucyAnswer> {
      const settings = await deps.getSettings();
      if (now() - lastPurgeAt >= PURGE_INTERVAL_MS) {
        lastPurgeAt = now();
        await purgeExpired(settings.retentionDays);
      }
      const askedAt = new Date(now());
      const userId = options.userId ?? null;
      // A session belongs to the first signed-in user who asks in it (its earlier anonymous questions came from
      // the same browser). Anybody else asking with that id (another account, or after signing out) gets a
      // session of their own, so nobody's questions end up in another person's export.
      const [existing] = await deps.db
        .select({ userId: chatSessions.userId, dialogue: chatSessions.dialogue })
        .from(chatSessions)
        .where(eq(chatSessions.id, request.sessionId));
      const foreign = Boolean(existing?.userId && existing.userId !== userId);
      const sessionId = foreign ? createChatSessionId(now()) : request.sessionId;
      // The open price dialogue of this session (docs/product/assistant-dialogues.md#state); a stored state that
      // no longer validates (an older version's) is dropped.
      const stored = foreign ? undefined : priceDialogueSchema.safeParse(existing?.dialogue ?? undefined);
      const dialogue = stored?.success ? stored.data : undefined;
      await deps.db
        .insert(chatSessions)
        .values({ id: sessionId, userId, createdAt: askedAt, lastMessageAt: askedAt })
        .onConflictDoUpdate({
          target: chatSessions.id,
          set: {
            lastMessageAt: sql`excluded.last_message_at`,
            userId: sql`coalesce(${chatSessions.userId}, excluded.user_id)`,
          },
        });
      const special = await answerSpecial(request, dialogue, options.comparisons);
      const nextDialogue = special?.turn.dialogue;
      if (nextDialogue !== dialogue || existing?.dialogue != null)
        await deps.db
          .update(chatSessions)
          .set({ dialogue: nextDialogue ?? null })
          .where(eq(chatSessions.id, sessionId));
      // Only masked text is stored, of every question and every answer (docs/product/assistant.md#privacy); the
      // person gets the answer as it is. In a price dialogue bare numbers are ages; whatever answers its health
      // question (read or not) is stored only as '[Gesundheitsangaben]'.
      const questionContext: MaskContext =
        dialogue?.asked === "health"
          ? "health-answer"
          : special?.kind === "dialogue"
            ? "price-dialogue"
            : "free-text";
      const names = introducedNames(request.message);
      const masked = (text: string) => maskPersonalData(text, { names });
      await deps.db.insert(chatMessages).values({
        sessionId,
        sender: "user",
        text: maskPersonalData(request.message, { context: questionContext }),
        createdAt: askedAt,
      });
      if (special) {
        const source = special.kind;
        await deps.db.insert(chatMessages).values({
          sessionId,
          sender: "ai",
          text: masked(special.turn.text),
          hasKnowledge: true,
          topic: source === "dialogue" ? "preis-dialog" : "ergebnis-frage",
          source,
          createdAt: new Date(now()),
        });
        return {
          response: special.turn.text,
          sessionId,
          hasKnowledge: true,
          source,
          topic: undefined,
          ...(special.turn.links?.length ? { links: special.turn.links } : {}),
          writtenByLlm: false,
          ...(nextDialogue ? { dialogueOpen: true } : {}),
        };
      }

      const index = knowledgeIndex(settings.knowledgeEdits);
      const retrieval = answerFromKnowledge(request.message, index);
      let response = retrieval.answer;
      let source: LucyAnswer["source"] = retrieval.hasKnowledge ? "knowledge" : "fallback";
      let links = sourceLinks(retrieval);
      if (deps.llm && settings.llmEnabled && request.useKnowledge && retrieval.hasKnowledge) {
        try {
          const answered = await answerWithLlm(deps.llm, request, retrieval, index, options.comparisons);
          response = answered.answer;
          links = answered.links.slice(0, 10);
          source = "llm";
        } catch (error) {
          deps.onLlmError?.(error);
        }
      }
      const topic = retrieval.passages[0]?.id;
      await deps.db.insert(chatMessages).values({
        sessionId,
        sender: "ai",
        text: masked(response),
        hasKnowledge: retrieval.hasKnowledge,
        topic: topic ?? null,
        source,
        createdAt: new Date(now()),
      });
      return {
        response,
        sessionId,
        hasKnowledge: retrieval.hasKnowledge,
        source,
        topic,
        writtenByLlm: source === "llm",
        ...(links.length > 0 ? { links } : {}),
      };
    },
  };
}
export type LucyAssistant = ReturnType<typeof createLucyAssistant>;

/** The knowledge sources of a retrieval as links, when the retrieval names them (relative portal paths only). */
function sourceLinks(retrieval: RetrievalResult): ChatLink[] {
  const links: ChatLink[] = [];
  for (const { label, href } of retrieval.sources)
    if (!links.some((link) => link.href === href)) links.push({ label, href });
  return links.slice(0, 5);
}
