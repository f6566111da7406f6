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

/** A comparison id as the results pages carry it in `?c=`. */
export const COMPARISON_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** An offer id as the tariff pages carry it in their path (decoded). */
export const OFFER_ID_PATTERN = /^[^\s<>"]{1,200}$/;

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
  /** The comparison of the results or tariff page the chat is open on (docs/product/assistant-dialogues.md#results-questions). */
  comparisonId: z.string().regex(COMPARISON_ID_PATTERN, "Ungültiger Vergleich.").optional(),
  /** On a tariff page: its tariff ('dieser Tarif'). */
  offerId: z.string().regex(OFFER_ID_PATTERN, "Ungültiger Tarif.").optional(),
});

/** What the chat knows of the page it is open on. */
export type ChatPageContext = Pick<ChatRequest, "comparisonId" | "offerId">;
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A relative portal path ('/ihre-pkv-tarife?c=…'): never another site, never a script URL. */
export const PORTAL_PATH_PATTERN = /^\/(?![/\\])[^\s<>"]*$/;

/** A link under an answer (rendered as an anchor; the answer text itself stays plain text). */
const chatLinkSchema = z.object({
  label: z.string().min(1).max(200),
  href: z.string().max(500).regex(PORTAL_PATH_PATTERN),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** Output of the ai-chat-agent function. */
export const chatResponseSchema = z.object({
  response: z.string().min(1).max(20_000),
  sessionId: z.string().max(100),
  hasKnowledge: z.boolean(),
  /** Links under the answer: the results page of a comparison, knowledge sources. */
  links: z.array(chatLinkSchema).max(10).optional(),
  /**
   * True when an LLM wrote the answer (docs/product/assistant.md#with-an-llm): the page marks it as such. The
   * rule-based answers, the price dialogue and the results questions are false.
   */
  writtenByLlm: z.boolean().optional(),
  /**
   * True while a price dialogue is open after this answer; its state stays on the server under the session id
   * (docs/product/assistant-dialogues.md#state), the next message continues it.
   */
  dialogueOpen: z.boolean().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** The three suggested questions of the chat (docs/product/assistant.md: cost, requirements, difference to statutory insurance). */
export const SUGGESTED_QUESTIONS = [
  "Was kostet eine private Krankenversicherung?",
  "Welche Voraussetzungen gibt es für die PKV?",
  "Was ist der Unterschied zwischen PKV und GKV?",
] as const;
