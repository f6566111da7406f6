import { z } from "zod";

/** Longest question the assistant accepts (characters, after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** 'lucy-chat-<timestamp ms>-<random base36>' (docs/product/assistant.md, chat session id). */
export const CHAT_SESSION_ID_PATTERN = /^lucy-chat-\d{10,16}-[a-z0-9]{4,16}$/;

/** A new chat session id. */
export function createChatSessionId(now = Date.now(), random = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, "0");
  return `lucy-chat-${now}-${suffix}`;
}

/** Input of the ai-chat-agent function (docs/product/assistant.md), shared by the widget and the server. */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie eine Frage ein.")
    .max(
      CHAT_MESSAGE_MAX_LENGTH,
      `Bitte fassen Sie sich kürzer (höchstens ${CHAT_MESSAGE_MAX_LENGTH} Zeichen).`,
    ),
  sessionId: z.string().regex(CHAT_SESSION_ID_PATTERN, "Ungültige Chat-Sitzung."),
  useKnowledge: z.boolean().default(true),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** Output of the ai-chat-agent function. */
export const chatResponseSchema = z.object({
  response: z.string().min(1).max(20_000),
  sessionId: z.string().max(100),
  hasKnowledge: z.boolean(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** The three suggested questions of the chat (docs/product/assistant.md: cost, requirements, difference to statutory insurance). */
export const SUGGESTED_QUESTIONS = [
  "Was kostet eine private Krankenversicherung?",
  "Welche Voraussetzungen gibt es für die PKV?",
  "Was ist der Unterschied zwischen PKV und GKV?",
] as const;
