import {
  type ChatRequest,
  type ChatResponse,
  chatResponseSchema,
} from "../../../domain/assistant/chat-input";
import { ApiError, apiRequest } from "../../lib/api-client";
import { INVALID_ANSWER, NO_ANSWER } from "./chat-errors";

const AI_CHAT_AGENT_URL = "/api/functions/ai-chat-agent";

/**
 * Calls the ai-chat-agent function and returns its validated answer (text, links, whether an LLM wrote it);
 * throws an `ApiError` that `chatErrorText` maps to a text of docs/product/errors.md#assistant.
 */
export async function askLucy(request: ChatRequest): Promise<ChatResponse> {
  const body = await apiRequest<unknown>(AI_CHAT_AGENT_URL, { json: request });
  if (body === null || body === undefined) {
    throw new ApiError({ kind: "invalid-response", status: 200, detail: NO_ANSWER });
  }
  const parsed = chatResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError({ kind: "invalid-response", status: 200, detail: INVALID_ANSWER, body });
  return parsed.data;
}
