import { desc, inArray } from "drizzle-orm";
import { answerQuestion } from "../../../domain/assistant/answer-question";
import { KNOWLEDGE_BASE } from "../../../domain/assistant/knowledge-base";
import { applyKnowledgeEdits } from "../../../domain/assistant/knowledge-edits";
import { buildKnowledgeIndex } from "../../../domain/assistant/retrieve";
import type { YearlyTable } from "../../../domain/constants/yearly-constants";
import type { Database } from "../../adapters/db/client";
import { chatMessages, chatSessions } from "../../adapters/db/schema/assistant";
import { readSiteSettings } from "../site";
import type { LucyAssistant } from "./ask-lucy";
import { answerFigures } from "./lucy/answer-figures";

/**
 * Lucy's admin page (docs/product/site.md#admin-area): recent transcripts, deleting expired ones now, a test
 * question (not stored).
 */
/** Lucy's administration for the admin pages (knowledge base, transcripts). */
export interface AssistantAdmin {
  /** Whether an LLM is configured (LLM_BASE_URL); without it the knowledge base answers. */
  llmConfigured: boolean;
  listTranscripts(limit: number): Promise<
    Array<{
      sessionId: string;
      lastMessageAt: Date;
      messages: Array<{ id: number; role: string; text: string; at: Date }>;
    }>
  >;
  /** Deletes transcripts older than the retention period now; returns how many sessions were deleted. */
  purgeNow(): Promise<number>;
  /** Asks Lucy a test question (not stored). */
  testPrompt(question: string): Promise<{ response: string; source: string; topic: string | undefined }>;
}

export function createAssistantAdmin(deps: {
  db: Database;
  assistant: Pick<LucyAssistant, "purgeExpired">;
  now: () => number;
  llmConfigured: boolean;
  yearlyTable?: () => YearlyTable;
}): AssistantAdmin {
  return {
    llmConfigured: deps.llmConfigured,
    async listTranscripts(limit) {
      const sessions = await deps.db
        .select()
        .from(chatSessions)
        .orderBy(desc(chatSessions.lastMessageAt))
        .limit(limit);
      if (sessions.length === 0) return [];
      const messages = await deps.db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.sessionId,
            sessions.map((session) => session.id),
          ),
        )
        .orderBy(chatMessages.id);
      return sessions.map((session) => ({
        sessionId: session.id,
        lastMessageAt: session.lastMessageAt,
        messages: messages
          .filter((message) => message.sessionId === session.id)
          .map((message) => ({
            id: message.id,
            role: message.sender,
            text: message.text,
            at: message.createdAt,
          })),
      }));
    },
    async purgeNow() {
      const before = await deps.db.$count(chatSessions);
      const { assistant } = await readSiteSettings(deps.db);
      await deps.assistant.purgeExpired(assistant.retentionDays);
      return before - (await deps.db.$count(chatSessions));
    },
    async testPrompt(question) {
      const { assistant } = await readSiteSettings(deps.db);
      const index = buildKnowledgeIndex(
        answerFigures(deps.now(), deps.yearlyTable?.()),
        applyKnowledgeEdits(KNOWLEDGE_BASE, assistant.knowledgeEdits),
      );
      // The same answer path as the chat's knowledge answers (docs/product/assistant.md#answering).
      const table = deps.yearlyTable?.();
      const retrieval = table ? answerQuestion(question, index, table) : answerQuestion(question, index);
      return {
        response: retrieval.answer,
        source: retrieval.hasKnowledge ? "knowledge" : "fallback",
        topic: retrieval.passages[0]?.id,
      };
    },
  };
}
