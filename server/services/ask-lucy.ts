import { eq, lt, sql } from "drizzle-orm";
import { type ChatRequest, type ChatResponse, createChatSessionId } from "../../domain/assistant/chat-input";
import { KNOWLEDGE_BASE } from "../../domain/assistant/knowledge-base";
import { applyKnowledgeEdits } from "../../domain/assistant/knowledge-edits";
import { buildKnowledgeIndex, type RetrievalResult, retrieve } from "../../domain/assistant/retrieve";
import { constantsForDate, type YearlyTable } from "../../domain/constants/yearly-constants";
import type { AssistantSettings } from "../../domain/settings/site-settings";
import type { Database } from "../adapters/db/client";
import { chatMessages, chatSessions } from "../adapters/db/schema";
import type { LlmClient, LlmMessage } from "../adapters/llm/openai-compatible";

/** Instructions for the optional LLM: answer only from the retrieved passages, no advice, no invented figures. */
export const LUCY_SYSTEM_PROMPT = [
  "Du bist Lucy, die digitale Assistentin eines deutschen Vergleichsportals für private Krankenversicherungen (PKV).",
  "Beantworte die Frage ausschließlich mit den Informationen aus den unten stehenden Wissenspassagen.",
  "Erfinde keine Zahlen, Beträge, Prozentsätze, Fristen oder Tarifnamen: Verwende nur Zahlen, die wörtlich in den Passagen stehen.",
  "Gib keine individuelle Versicherungs-, Rechts- oder Steuerberatung und empfiehl keinen bestimmten Versicherer oder Tarif;",
  "verweise für persönliche Empfehlungen auf den kostenlosen Vergleich und auf einen unabhängigen Experten.",
  "Wenn die Passagen die Frage nicht beantworten, sage ehrlich, dass du es nicht weißt.",
  "Antworte auf Deutsch in der Sie-Form, sachlich und freundlich, in höchstens fünf Sätzen, als reiner Text ohne Markdown und ohne HTML.",
].join(" ");

export interface LucyAnswer extends ChatResponse {
  source: "knowledge" | "llm" | "fallback";
  topic: string | undefined;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The assistant service (docs/decisions/009-assistant.md): one answer path for every page. Retrieval over the knowledge base
 * first; with an LLM configured, the LLM phrases the answer from the retrieved passages only, and the passage
 * itself answers whenever the LLM fails. Questions and answers are stored; expired sessions are purged. A session
 * a signed-in user asks in is linked to that user (docs/product/accounts.md#personal-area: exported and deleted
 * with the account).
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
    const figures = constantsForDate(new Date(now()), deps.yearlyTable?.());
    const key = `${JSON.stringify(figures)}|${JSON.stringify(edits)}`;
    if (index?.key !== key) {
      index = { key, value: buildKnowledgeIndex(figures, applyKnowledgeEdits(KNOWLEDGE_BASE, edits)) };
    }
    return index.value;
  };

  async function answerWithLlm(llm: LlmClient, question: string, retrieval: RetrievalResult) {
    const passages = retrieval.passages
      .map((passage, position) => `[${position + 1}] ${passage.topic}: ${passage.text}`)
      .join("\n\n");
    const messages: LlmMessage[] = [
      { role: "system", content: LUCY_SYSTEM_PROMPT },
      { role: "user", content: `Wissenspassagen:\n${passages}\n\nFrage: ${question}` },
    ];
    return llm.complete(messages);
  }

  /** Deletes sessions (and their messages) whose last message is older than the retention period. */
  async function purgeExpired(retentionDays: number): Promise<void> {
    const cutoff = new Date(now() - retentionDays * DAY_MS);
    await deps.db.delete(chatMessages).where(lt(chatMessages.createdAt, cutoff));
    await deps.db.delete(chatSessions).where(lt(chatSessions.lastMessageAt, cutoff));
  }

  return {
    purgeExpired,
    /** `userId`: the signed-in user who asks, if any. */
    async ask(request: ChatRequest, options: { userId?: string } = {}): Promise<LucyAnswer> {
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
        .select({ userId: chatSessions.userId })
        .from(chatSessions)
        .where(eq(chatSessions.id, request.sessionId));
      const sessionId =
        existing?.userId && existing.userId !== userId ? createChatSessionId(now()) : request.sessionId;
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
      await deps.db
        .insert(chatMessages)
        .values({ sessionId, sender: "user", text: request.message, createdAt: askedAt });

      const retrieval = retrieve(request.message, knowledgeIndex(settings.knowledgeEdits));
      let response = retrieval.answer;
      let source: LucyAnswer["source"] = retrieval.hasKnowledge ? "knowledge" : "fallback";
      if (deps.llm && settings.llmEnabled && request.useKnowledge && retrieval.hasKnowledge) {
        try {
          response = await answerWithLlm(deps.llm, request.message, retrieval);
          source = "llm";
        } catch (error) {
          deps.onLlmError?.(error);
        }
      }
      const topic = retrieval.passages[0]?.id;
      await deps.db.insert(chatMessages).values({
        sessionId,
        sender: "ai",
        text: response,
        hasKnowledge: retrieval.hasKnowledge,
        topic: topic ?? null,
        source,
        createdAt: new Date(now()),
      });
      return { response, sessionId, hasKnowledge: retrieval.hasKnowledge, source, topic };
    },
  };
}
export type LucyAssistant = ReturnType<typeof createLucyAssistant>;
