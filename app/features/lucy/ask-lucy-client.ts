import { type ChatRequest, chatResponseSchema } from "../../../domain/assistant/chat-input";
import { INVALID_ANSWER, NO_ANSWER } from "./chat-errors";

export const AI_CHAT_AGENT_URL = "/api/functions/ai-chat-agent";

/** Calls the ai-chat-agent function; throws an Error whose message `chatErrorText` maps to a §8 text. */
export async function askLucy(request: ChatRequest): Promise<string> {
  const response = await fetch(AI_CHAT_AGENT_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(response.ok ? INVALID_ANSWER : `HTTP ${response.status}`);
  }
  if (!response.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new Error(typeof error === "string" ? error : `HTTP ${response.status}`);
  }
  if (body === null || body === undefined) throw new Error(NO_ANSWER);
  const parsed = chatResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(INVALID_ANSWER);
  return parsed.data.response;
}
